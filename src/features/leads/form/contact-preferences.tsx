import type { Ref } from 'react';
import { controlClass, Field } from '@/components/ui/field';
import { leadLimits, preferredChannels, type PreferredChannel } from '../contract';

export interface PreferencesTexts {
  preferencesTitle: string;
  preferredChannel: string;
  channels: Record<PreferredChannel, string>;
  preferredTime: string;
  preferredTimeHint: string;
  timeZone: string;
  timeZoneHint: string;
}

const input = `mt-1.5 ${controlClass}`;

/** How and when the visitor would like to be contacted; the time zone is filled in from the browser. */
export function ContactPreferences({
  idPrefix,
  texts,
  errors,
  timeZoneRef,
}: {
  idPrefix: string;
  texts: PreferencesTexts;
  errors: { preferredChannel?: string; preferredTime?: string; timeZone?: string };
  timeZoneRef: Ref<HTMLInputElement>;
}) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{texts.preferencesTitle}</legend>
      <Field id={`${idPrefix}-preferredChannel`} label={texts.preferredChannel} error={errors.preferredChannel}>
        {(control) => (
          <select {...control} name="preferredChannel" defaultValue="whatsapp" className={input}>
            {preferredChannels.map((channel) => (
              <option key={channel} value={channel}>
                {texts.channels[channel]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${idPrefix}-preferredTime`} label={texts.preferredTime} hint={texts.preferredTimeHint} error={errors.preferredTime}>
        {(control) => <input {...control} name="preferredTime" type="text" maxLength={leadLimits.preferredTime} className={input} />}
      </Field>
      <Field id={`${idPrefix}-timeZone`} label={texts.timeZone} hint={texts.timeZoneHint} error={errors.timeZone}>
        {(control) => (
          <input
            {...control}
            name="timeZone"
            type="text"
            ref={timeZoneRef}
            defaultValue=""
            maxLength={leadLimits.timeZone}
            autoComplete="off"
            className={input}
          />
        )}
      </Field>
    </fieldset>
  );
}

/**
 * Pre-fills the time zone from the browser; the visitor can still change it. Asking the browser
 * for its time zone loads the time-zone data, a 40 to 70 ms task on this project's test machine,
 * so it waits for the visitor's first step into the form (and runs at the latest on sending).
 */
export function fillTimeZone(field: HTMLInputElement | null) {
  if (field && !field.value && !field.dataset.filled) {
    field.dataset.filled = 'true';
    field.value = Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  }
}
