import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo';

/** The visible trail and its `BreadcrumbList`; the last crumb is the current page. */
export async function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = await getTranslations('Breadcrumb');
  return (
    <>
      <nav aria-label={t('label')} className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-slate-800">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <a href={crumb.path} className="hover:text-brand-800 hover:underline">
                      {crumb.name}
                    </a>
                    <span aria-hidden="true" className="text-slate-400">
                      /
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
