'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { SEEN_COOKIE } from './limits';

const NOTIFY_KEY = 'inbox:notify';

const newLeads = (count: number) => (count === 1 ? '1 new lead' : `${count} new leads`);

function setSeen(at: number) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${SEEN_COOKIE}=${at}; path=/admin; max-age=${60 * 60 * 24 * 365}; samesite=lax${secure}`;
}

const notificationSupport = () => typeof window !== 'undefined' && 'Notification' in window;
const subscribeNothing = () => () => {};

/**
 * The live list: fetched again every minute and when the tab comes back into view, so new leads
 * appear without a reload. The server marks the rows that arrived after the coordinator last
 * marked the list as seen (the cookie); here the tab title counts them, "(3) Leads", and, if the
 * coordinator opted in, a desktop notification says how many: never who (personal data stays
 * in the inbox). Without JavaScript the list works as a plain page.
 */
export function InboxLive({ unseen, now, hasSeen, everyMs = 60_000 }: { unseen: number; now: number; hasSeen: boolean; everyMs?: number }) {
  const router = useRouter();
  const supported = useSyncExternalStore(subscribeNothing, notificationSupport, () => false);
  const [notify, setNotify] = useState<'on' | 'off' | 'blocked'>('off');
  const previous = useRef(unseen);

  useEffect(() => {
    // A first visit starts from now: what was there before is not news.
    if (!hasSeen) setSeen(now);
  }, [hasSeen, now]);

  const notifyOn = useRef(false);
  useEffect(() => {
    notifyOn.current = notify === 'on';
  }, [notify]);

  useEffect(() => {
    // A hidden tab is refreshed only for a coordinator who asked to be notified: that is when
    // the notification matters.
    const refresh = () => {
      if (document.visibilityState === 'visible' || notifyOn.current) router.refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') router.refresh();
    };
    const timer = setInterval(refresh, everyMs);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [router, everyMs]);

  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = unseen > 0 ? `(${unseen}) ${base}` : base;
    // Again after every refresh (a new `now`): the page's own title may have been set back.
  }, [unseen, now]);

  useEffect(() => {
    if (!supported) return;
    // Read once the page runs: the choice lives in this browser, as the permission does.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNotify(
      Notification.permission === 'denied'
        ? 'blocked'
        : localStorage.getItem(NOTIFY_KEY) === 'on' && Notification.permission === 'granted'
          ? 'on'
          : 'off',
    );
  }, [supported]);

  useEffect(() => {
    if (unseen > previous.current && notify === 'on') {
      new Notification(newLeads(unseen), { tag: 'inbox-new-leads', body: 'Open the inbox to see them.' });
    }
    previous.current = unseen;
  }, [unseen, notify]);

  async function toggleNotify() {
    if (notify === 'on') {
      localStorage.setItem(NOTIFY_KEY, 'off');
      setNotify('off');
      return;
    }
    const permission = await Notification.requestPermission();
    if (permission === 'granted') {
      localStorage.setItem(NOTIFY_KEY, 'on');
      setNotify('on');
    } else setNotify(permission === 'denied' ? 'blocked' : 'off');
  }

  return (
    <>
      <p aria-live="polite" className="text-sm font-semibold text-amber-900 empty:sr-only">
        {unseen > 0 ? newLeads(unseen) : ''}
      </p>
      {unseen > 0 ? (
        <button
          type="button"
          className="inbox-button [@media(scripting:none)]:hidden"
          onClick={() => {
            setSeen(now);
            router.refresh();
          }}
        >
          Mark as seen
        </button>
      ) : null}
      {supported && notify !== 'blocked' ? (
        <button type="button" aria-pressed={notify === 'on'} className="inbox-button" onClick={() => void toggleNotify()}>
          Notify me of new leads
        </button>
      ) : null}
      {notify === 'blocked' ? <p className="text-xs text-slate-600">Notifications are blocked in this browser.</p> : null}
    </>
  );
}
