/** The longest note a coordinator can add to a lead. */
export const NOTE_MAX_LENGTH = 5000;
