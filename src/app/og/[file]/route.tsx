import { ImageResponse } from 'next/og';
import { programmes, type Programme } from '@/config/landings';
import { site } from '@/config/site';

/**
 * The social-card image of each landing page's programme (`/og/<programme>.png`, 1200×630),
 * drawn at build time: the brand, and a symbol of the programme. No words but the brand, so one
 * image serves every language.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return programmes.map((programme) => ({ file: `${programme}.png` }));
}

/** A simple symbol per programme, drawn with SVG paths in a 200×200 box. */
const symbols: Record<Programme, string> = {
  'check-up': 'M30 100h40l15-40 30 80 15-40h40',
  orthopedics: 'M70 30c-15 0-20 20-10 30l40 80c10 10 30 5 30-10M100 90l30-30',
  'hip-prosthesis': 'M80 40a30 30 0 1 1 0 60a30 30 0 1 1 0-60M100 90l40 80',
  'knee-prosthesis': 'M90 20v70c0 10 20 10 20 0M90 110c0-10 20-10 20 0v70',
  scoliosis: 'M100 20c-30 30 30 50 0 80s30 50 0 80',
  dental: 'M60 50c20-20 60-20 80 0c10 40-10 60-15 100c-5 10-15 10-20-5c-5-20-15-20-20 0c-5 15-15 15-20 5c-5-40-25-60-5-100z',
  oncology: 'M100 30a70 70 0 1 1 0 140a70 70 0 1 1 0-140M70 100h60M100 70v60',
};

export async function GET(_request: Request, { params }: RouteContext<'/og/[file]'>) {
  const { file } = await params;
  const programme = file.replace(/\.png$/, '') as Programme;
  if (!(programmes as readonly string[]).includes(programme)) return new Response('Not Found', { status: 404 });
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '80px 96px',
        background: 'linear-gradient(135deg, #effcfe 0%, #d5f5fb 100%)',
        color: '#0f172a',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ width: 96, height: 96, borderRadius: 24, background: site.themeColor, display: 'flex' }} />
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 560 }}>{site.brand}</div>
        <div style={{ fontSize: 30, color: '#0f7186' }}>Istanbul</div>
      </div>
      <svg width="360" height="360" viewBox="0 0 200 200">
        <circle cx="100" cy="100" r="96" fill="#ffffff" />
        <path d={symbols[programme]} fill="none" stroke="#0f7186" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>,
    { width: 1200, height: 630 },
  );
}
