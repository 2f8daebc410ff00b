/** The longest note a coordinator can add to a lead. */
export const NOTE_MAX_LENGTH = 5000;
/** The longest note of a logged contact: a line, not a report (the notes are for that). */
export const CONTACT_NOTE_MAX_LENGTH = 500;
/**
 * The cookie that says up to when this browser's coordinator has seen the list (a time in ms,
 * nothing personal): leads after it are highlighted and counted in the tab title.
 */
export const SEEN_COOKIE = 'inbox_seen';
