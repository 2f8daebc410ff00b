// A stand-in for Google's gtag.js, served for Google's hosts by the end-to-end tests
// (tests/support/google-stub.ts) and the benchmark (scripts/bench.mjs): nothing leaves the
// machine. It behaves as the real tag does in the ways they observe: it reads the commands
// queued in `dataLayer` and pushed later, respects consent and the `ga-disable-<id>` opt-out,
// sets `_ga` and `_ga_<id>` once analytics storage is granted, and sends each event to a
// collect endpoint with the page's address (`dl`: the real tag's `location.href` unless a
// `page_location` is set) and the event's parameters (`ep.*`).
(() => {
  const id = new URL(document.currentScript.src).searchParams.get('id');
  const consent = {};
  const fields = {};
  const setCookie = (name, value) => {
    document.cookie = name + '=' + value + '; Max-Age=63072000; Path=/';
  };
  const send = (name, params) => {
    if (window['ga-disable-' + id] || consent.analytics_storage !== 'granted') return;
    if (!/(^|; )_ga=/.test(document.cookie)) {
      setCookie('_ga', 'GA1.1.' + Math.floor(Math.random() * 1e9) + '.' + Math.floor(Date.now() / 1000));
      setCookie('_ga_' + id.slice(2), 'GS1.1.' + Math.floor(Date.now() / 1000));
    }
    const query = new URLSearchParams({
      v: '2',
      tid: id,
      en: name,
      dl: fields.page_location || location.href,
      dt: fields.page_title || document.title,
      dr: fields.page_referrer || document.referrer,
    });
    for (const [key, value] of Object.entries(params || {})) if (value !== undefined) query.set('ep.' + key, String(value));
    fetch('https://region1.google-analytics.com/g/collect?' + query, { method: 'POST', keepalive: true, mode: 'no-cors' });
  };
  const handle = (args) => {
    const [command, first, second] = args;
    if (command === 'consent') Object.assign(consent, second);
    else if (command === 'set') Object.assign(fields, first);
    else if (command === 'config' && (!second || second.send_page_view !== false)) send('page_view', {});
    else if (command === 'event') send(first, second);
  };
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  dataLayer.forEach(handle);
  const push = dataLayer.push.bind(dataLayer);
  dataLayer.push = (...items) => {
    items.forEach(handle);
    return push(...items);
  };
})();
