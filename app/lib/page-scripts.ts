/**
 * The small inline scripts every page carries at the end of its body, in place of a client-side
 * app: the controls that HTML and CSS do not finish on their own, prefetching, analytics when
 * configured, and on a page with islands the loader of the islands' script. Each is plain text in
 * the page (its hash is in the page's CSP); none is needed before the first paint, and the page
 * works without any of them.
 */
import type { AnalyticsIds } from './third-party'

/**
 * The Services dropdown becomes a disclosure (`aria-expanded`, Escape closes it and returns focus,
 * leaving it closes it; a mouse opens it on hover with no delay, as CSS did before); the menu
 * drawer opens as a modal dialog (the browser keeps focus inside it and makes the page behind it
 * inert; a drawer already open as a popover stays so); a map placeholder becomes the map once it
 * nears the viewport; a tap on a phone link is counted with its placement (pushed to the
 * dataLayer, for Tag Manager when it is configured); and the footer's year is this year.
 */
export function controlsScript(map: { title: string; embedUrl: string }): string {
  return `(function(){var d=document;
d.querySelectorAll('li > button[aria-controls]').forEach(function(t){var li=t.parentElement,w=t.nextElementSibling,i=t.querySelector('svg'),o=false,h=false;if(!li||!w)return;
w.className=w.className.replace(/\\s*group-(hover|focus-within)\\/dropdown:block/g,'');
function s(n){o=n;t.setAttribute('aria-expanded',String(n));w.classList.toggle('hidden',!n);w.classList.toggle('block',n);if(i)i.classList.toggle('rotate-180',n)}
s(li.matches(':hover, :focus-within'));
li.addEventListener('pointerenter',function(e){if(e.pointerType==='mouse'){h=true;s(true)}});
li.addEventListener('pointerleave',function(e){if(e.pointerType==='mouse'){h=false;s(false)}});
t.addEventListener('click',function(){var k=h;h=false;s(k||!o)});
li.addEventListener('keydown',function(e){if(e.key==='Escape'&&o){s(false);t.focus()}});
li.addEventListener('focusout',function(e){if(!li.contains(e.relatedTarget))s(false)})});
d.querySelectorAll('button[popovertarget][aria-haspopup="dialog"]').forEach(function(t){var g=d.getElementById(t.getAttribute('popovertarget'));if(!g||!g.showModal)return;
function pop(){try{return g.matches(':popover-open')}catch(e){return false}}
function shut(){if(pop())g.hidePopover();else if(g.open)g.close()}
t.setAttribute('aria-expanded',String(pop()));
t.addEventListener('click',function(e){e.preventDefault();if(pop())return;g.showModal();t.setAttribute('aria-expanded','true')});
g.addEventListener('toggle',function(e){t.setAttribute('aria-expanded',String(e.newState==='open'))});
g.addEventListener('close',function(){t.setAttribute('aria-expanded','false');t.focus()});
g.addEventListener('click',function(e){if(e.target===g)shut()});
g.querySelectorAll('button[popovertargetaction="hide"]').forEach(function(b){b.addEventListener('click',function(e){e.preventDefault();shut()})})});
var m=${JSON.stringify(map)};
d.querySelectorAll('a[data-map-link]').forEach(function(a){var f=a.parentElement;if(!f||!('IntersectionObserver' in window))return;var io=new IntersectionObserver(function(es){if(!es.some(function(e){return e.isIntersecting}))return;io.disconnect();var x=d.createElement('iframe');x.title=m.title;x.src=m.embedUrl;x.width='100%';x.height=String(f.offsetHeight);x.loading='lazy';x.referrerPolicy='no-referrer-when-downgrade';x.className='absolute inset-0 size-full border-0';f.insertBefore(x,a);a.classList.add('sr-only')},{rootMargin:'300px'});io.observe(f)});
d.addEventListener('click',function(e){var a=e.target instanceof Element&&e.target.closest('a[href^="tel:"]');if(a)(window.dataLayer=window.dataLayer||[]).push({event:'phone_call_click',placement:a.getAttribute('data-placement')||'copy'})},true);
var y=String(new Date().getFullYear());d.querySelectorAll('footer time[datetime]').forEach(function(e){if(e.getAttribute('datetime')!==y){e.setAttribute('datetime',y);e.textContent=y}})})()`
}

/** Same-site pages are fetched ahead when the visitor hovers or starts to tap a link (Chromium). */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: ['/admin', '/admin/*'] } }],
      },
      eagerness: 'moderate',
    },
  ],
})

/**
 * Analytics, when an id was set at build: Tag Manager or gtag.js load on the first interaction or
 * when the browser is idle after the load, never competing with the first paint.
 */
export function analyticsScript(ids: AnalyticsIds): string {
  return `(function(){var w=window,d=document,l=w.dataLayer=w.dataLayer||[],ids=${JSON.stringify(ids)},g='https://www.googletagmanager.com',done=false;
function add(src){var s=d.createElement('script');s.async=true;s.src=src;d.head.append(s)}
function go(){if(done)return;done=true;['pointerdown','keydown','scroll','touchstart'].forEach(function(t){w.removeEventListener(t,go)});
if(ids.gtmContainerId){l.push({'gtm.start':Date.now(),event:'gtm.js'});add(g+'/gtm.js?id='+encodeURIComponent(ids.gtmContainerId))}
if(ids.gaMeasurementId){var gtag=function(){l.push(arguments)};gtag('js',new Date());gtag('config',ids.gaMeasurementId);add(g+'/gtag/js?id='+encodeURIComponent(ids.gaMeasurementId))}}
['pointerdown','keydown','scroll','touchstart'].forEach(function(t){w.addEventListener(t,go,{once:true,passive:true})});
function idle(){if(typeof w.requestIdleCallback==='function')w.requestIdleCallback(go,{timeout:4000});else setTimeout(go,2000)}
if(d.readyState==='complete')idle();else w.addEventListener('load',idle,{once:true})})()`
}

/**
 * How long after the load event a page with islands waits for its first contentful paint to be
 * reported before asking for the islands' script all the same: Firefox reports none for a page
 * opened while the one before it had not painted yet (a link followed twice in quick succession).
 */
export const ISLANDS_PAINT_WAIT_MS = 2000

/**
 * On a page with islands: the islands' script, requested once the page has painted its first
 * content, so that none of it competes with the first paint. Where paint timing is not reported,
 * it is requested after the load event (a short page can load before it paints), and where a
 * paint goes unreported, a little later.
 */
export function islandsBootstrap(entryUrl: string): string {
  return `(function(){var u=${JSON.stringify(entryUrl)},started=false;function go(){if(started)return;started=true;var s=document.createElement('script');s.type='module';s.src=u;document.head.append(s)}
var P=window.PerformanceObserver,paint=!!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0);
if(paint){new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}
addEventListener('load',function(){setTimeout(go,paint?${ISLANDS_PAINT_WAIT_MS}:0)},{once:true})})()`
}
