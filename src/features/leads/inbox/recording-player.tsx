'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';

const speeds = [1, 1.5, 2] as const;

const noSubscription = () => () => {};
/** False in the server's HTML and while hydrating, true once the page runs its script. */
export const useScripted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const clock = (seconds: number) => {
  const total = Math.max(0, Math.floor(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * An interview recording: the browser's own player, with the stored duration beside it (Chrome
 * writes WebM without one, so its player shows "0:01" and no end) and faster playback. Without
 * JavaScript the native controls still play it; the duration is rendered on the server.
 */
export function RecordingPlayer({ src, durationMs, label }: { src: string; durationMs: number | null; label: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [position, setPosition] = useState(0);
  const [speed, setSpeed] = useState<(typeof speeds)[number]>(1);
  // The speed buttons need JavaScript: shown once it runs, never as dead buttons without it.
  const ready = useScripted();
  const total = durationMs ? durationMs / 1000 : undefined;

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed]);

  return (
    <div className="mt-1 max-w-md">
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={src}
        aria-label={label}
        className="w-full"
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        // A new source (or a reload of the page's media) starts at the speed chosen.
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = speed;
        }}
      >
        <a href={src}>Download the recording</a>
      </audio>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        {total !== undefined ? (
          <span className="font-mono text-slate-700 tabular-nums">
            <span className="sr-only">Position </span>
            {clock(Math.min(position, total))} / {clock(total)}
          </span>
        ) : null}
        {ready ? (
          <span role="group" aria-label={`Playback speed, ${label}`} className="inline-flex gap-1">
            {speeds.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={speed === value}
                onClick={() => setSpeed(value)}
                className={cn(
                  'rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-brand-700',
                  speed === value ? 'bg-brand-800 text-white ring-brand-800' : 'bg-white text-brand-800 hover:bg-slate-50',
                )}
              >
                {value}×
              </button>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}
