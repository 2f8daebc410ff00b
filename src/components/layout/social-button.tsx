import { getTranslations } from 'next-intl/server';
import { LuMessageCircle, LuX } from 'react-icons/lu';
import { ExternalLink } from '@/components/ui/external-link';
import { site, socialLabels, socialNetworks, whatsappUrl } from '@/config/site';
import { Disclosure } from './disclosure';
import { KeepClear } from './keep-clear';
import { socialIcons, WhatsappIcon } from './social-icons';

/** The floating button that opens the six social networks and the WhatsApp chat. */
export async function SocialButton() {
  const t = await getTranslations('SocialButton');
  const tc = await getTranslations('Common');
  return (
    <aside aria-label={t('title')}>
      <Disclosure
        className="social-button fixed right-4 bottom-4 z-30 flex flex-col-reverse items-end gap-3"
        summaryClassName="flex size-14 cursor-pointer list-none items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white hover:bg-brand-800 [&::-webkit-details-marker]:hidden"
        summary={
          <>
            <LuMessageCircle aria-hidden="true" className="size-6 in-open:hidden" />
            <LuX aria-hidden="true" className="hidden size-6 in-open:block" />
            <span className="sr-only in-open:hidden">{t('open')}</span>
            <span className="sr-only hidden in-open:inline">{t('close')}</span>
          </>
        }
      >
        <div className="mb-3 w-60 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
          <p className="px-2 pb-2 text-sm font-semibold text-slate-900">{t('title')}</p>
          <ul className="space-y-1">
            <li>
              <ExternalLink
                href={whatsappUrl}
                newTabLabel={tc('openInNewTab')}
                className="flex min-h-11 items-center gap-3 rounded-lg bg-[#e7f8ee] px-2 text-sm font-medium text-[#0b5d2c] hover:bg-[#d3f2df]"
              >
                <WhatsappIcon aria-hidden="true" className="size-5" />
                {tc('whatsappChat')}
              </ExternalLink>
            </li>
            {socialNetworks.map((network) => {
              const Icon = socialIcons[network];
              return (
                <li key={network}>
                  <ExternalLink
                    href={site.social[network]}
                    newTabLabel={tc('openInNewTab')}
                    className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm text-slate-700 hover:bg-brand-50"
                  >
                    <Icon aria-hidden="true" className="size-4 text-slate-500" />
                    {socialLabels[network]}
                  </ExternalLink>
                </li>
              );
            })}
          </ul>
        </div>
      </Disclosure>
      <KeepClear buttonSelector="details.social-button" />
    </aside>
  );
}
