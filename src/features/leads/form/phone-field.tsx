import { controlClass, FieldError, fieldIds, hintClass, labelClass, RequiredMark } from '@/components/ui/field';
import { leadLimits } from '../contract';

/** The phone number and, beside it, its country (whose calling code reads a national number). */
export function PhoneField({
  idPrefix,
  label,
  countryLabel,
  hint,
  error,
  countryOptions,
}: {
  idPrefix: string;
  label: string;
  countryLabel: string;
  hint: string;
  error?: string;
  /** The country options as server-made HTML, the visitor's likely country selected. */
  countryOptions: string;
}) {
  const id = `${idPrefix}-phone`;
  const labelId = `${idPrefix}-phone-label`;
  const { hintId, errorId, control } = fieldIds(id, { hint: true, error: Boolean(error) });
  return (
    <div>
      <span id={labelId} className={labelClass}>
        {label}
        <RequiredMark />
      </span>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-[minmax(0,18rem)_1fr]">
        <div>
          <label htmlFor={`${idPrefix}-phoneCountry`} className="sr-only">
            {countryLabel}
          </label>
          <select
            id={`${idPrefix}-phoneCountry`}
            name="phoneCountry"
            autoComplete="tel-country-code"
            className={controlClass}
            // More than 240 options that React leaves alone: they cost the page's hydration nothing.
            dangerouslySetInnerHTML={{ __html: countryOptions }}
          />
        </div>
        <input
          {...control}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={leadLimits.phone}
          aria-labelledby={labelId}
          className={controlClass}
        />
      </div>
      <p id={hintId} className={hintClass}>
        {hint}
      </p>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
