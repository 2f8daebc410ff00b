import { getFormatter, getTranslations } from 'next-intl/server';
import { LuMapPin } from 'react-icons/lu';
import { checkUpTierDefinitions, checkUpTiers, type CheckUpTier } from '@/config/landings';
import { tierPresentation } from '@/config/promotion';
import type { Locale } from '@/i18n/locales';

export const tierMessageKeys: Record<CheckUpTier, 'tierStandard' | 'tierVip' | 'tierVipPlus' | 'tierOneDay'> = {
  standard: 'tierStandard',
  vip: 'tierVip',
  'vip-plus': 'tierVipPlus',
  'one-day': 'tierOneDay',
};

/**
 * The four check-up tiers. Each lists what it includes for a man or a woman: two radio buttons
 * switch the list with CSS alone (`.sex-switch` in globals.css), so it works without JavaScript.
 * A price and a badge are shown only when configured and where the locale's promotion profile
 * allows them: never on Turkish pages.
 */
export async function CheckUpTiers({ locale, formAnchor }: { locale: Locale; formAnchor: string }) {
  const t = await getTranslations('CheckUp');
  const items = await getTranslations('CheckUpItems');
  const format = await getFormatter();
  return (
    <section aria-labelledby="tiers-title" className="bg-slate-50 py-12 sm:py-16">
      <div className="container-page">
        <h2 id="tiers-title" className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('title')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">{t('intro')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {checkUpTiers.map((tier) => {
            const definition = checkUpTierDefinitions[tier];
            const name = t(tierMessageKeys[tier]);
            const { priceEur: price, badge } = tierPresentation(locale, definition);
            return (
              <li key={tier} data-tier={tier} className="relative flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
                {badge ? (
                  <p
                    data-badge={badge}
                    className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold tracking-wide text-white"
                  >
                    {t(badge === 'popular' ? 'badgePopular' : 'badgeRecommended')}
                  </p>
                ) : null}
                <h3 className="font-display text-xl font-bold text-slate-900">{name}</h3>
                <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
                  <LuMapPin aria-hidden="true" className="size-4" />
                  {t('location')}
                </p>
                <p data-price className="mt-2 text-sm font-semibold text-slate-800">
                  {price !== undefined
                    ? t('pricePerPersonValue', {
                        price: format.number(price, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
                      })
                    : t('priceOnRequest')}
                </p>
                <fieldset className="sex-switch mt-4">
                  <legend className="sr-only">
                    {t('showFor')} {name}
                  </legend>
                  <div className="flex gap-2">
                    {(['men', 'women'] as const).map((sex) => (
                      <label key={sex} className="sex-option">
                        <input
                          type="radio"
                          name={`sex-${tier}`}
                          value={sex}
                          data-sex={sex}
                          defaultChecked={sex === 'women'}
                          className="sr-only"
                        />
                        <span>{t(sex)}</span>
                      </label>
                    ))}
                  </div>
                  <p className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('includes')}</p>
                  {(['men', 'women'] as const).map((sex) => (
                    <ul key={sex} data-list={sex} className="mt-2 space-y-1.5 text-sm">
                      {[...definition.common, ...definition[sex]].map((item) => (
                        <li key={item} className="check-item text-slate-800">
                          {items(item)}
                        </li>
                      ))}
                    </ul>
                  ))}
                </fieldset>
                <div className="mt-auto pt-6">
                  <a href={`?tier=${tier}#${formAnchor}`} data-tier-link={tier} className="btn-primary w-full text-sm">
                    {t('askQuote', { tier: name })}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
