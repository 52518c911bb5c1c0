// The colour tokens are the site's own (app/app.css); stylesheet.test.ts holds them equal.
export const LIGHT_TOKENS = {
  page: '#faf8f3',
  surface: '#ffffff',
  tint: '#f1ede3',
  ink: '#1c1917',
  muted: '#57534e',
  line: '#d9d4ca',
  brand: '#1d5c37',
  'brand-hover': '#123f25',
  'on-brand': '#ffffff',
  'brand-soft': '#dcebdf',
  call: '#f5a524',
  'on-call': '#1c1917',
  focus: '#b45309',
  danger: '#b42318',
}

export const DARK_TOKENS: typeof LIGHT_TOKENS = {
  page: '#121814',
  surface: '#1a221d',
  tint: '#18201b',
  ink: '#f1efe9',
  muted: '#c4bfb6',
  line: '#38443c',
  brand: '#8fd3a6',
  'brand-hover': '#b4e4c3',
  'on-brand': '#0d1f14',
  'brand-soft': '#23392b',
  call: '#f5a524',
  'on-call': '#1c1917',
  focus: '#fbbf24',
  danger: '#fca5a5',
}

const declarations = (tokens: Record<string, string>) =>
  Object.entries(tokens)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';')

export const ADMIN_STYLESHEET = `:root{${declarations(LIGHT_TOKENS)};color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{${declarations(DARK_TOKENS)}}}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:var(--page);color:var(--ink)}
a{color:var(--brand)}
a:hover{color:var(--brand-hover)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
.bar{background:var(--surface);border-bottom:1px solid var(--line);padding:.5rem 0}
.bar nav{max-width:60rem;margin:0 auto;padding:0 1rem;display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center}
.bar .site{font-weight:800;color:var(--brand);text-decoration:none;margin-right:auto}
.bar a,.bar button{min-height:44px;display:inline-flex;align-items:center}
.bar a[aria-current=page]{font-weight:700;color:var(--ink)}
main{max-width:60rem;margin:0 auto;padding:1rem}
.card{background:var(--surface);border:1px solid var(--line);border-radius:16px;padding:1rem;margin:0 0 1rem}
.card>h2:first-child{margin-top:0}
.center{min-height:100vh;display:grid;place-items:center;padding:1rem}
.center .card{width:min(24rem,100%)}
label{display:block;font-weight:600;margin-top:.75rem}
input,select,textarea{font:inherit;color:inherit;background:var(--surface);border:1px solid var(--muted);border-radius:8px;padding:.625rem .75rem;width:100%;margin-top:.25rem;min-height:44px}
textarea{min-height:6rem}
button,.button{font:inherit;font-weight:700;border:0;border-radius:999px;padding:.625rem 1.25rem;min-height:44px;background:var(--brand);color:var(--on-brand);cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
button:hover,.button:hover{background:var(--brand-hover);color:var(--on-brand)}
button.quiet,.button.quiet{background:transparent;color:var(--brand);border:1px solid var(--line)}
button.danger{background:var(--danger);color:var(--surface)}
button.link{background:none;color:var(--brand);padding:0;font-weight:400;text-decoration:underline}
.wide{width:100%;margin-top:1.5rem}
.alert{background:var(--tint);border-left:4px solid var(--danger);border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
.notice{background:var(--brand-soft);border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
.filters{display:grid;gap:.5rem;grid-template-columns:1fr;align-items:end;margin:0 0 1rem}
.filters label{margin:0}
@media (min-width:40rem){.filters{grid-template-columns:2fr 1fr auto}}
.tabs{display:flex;gap:.5rem;margin:0 0 1rem;padding:0;list-style:none;flex-wrap:wrap}
.tabs a{display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;border:1px solid var(--line);border-radius:999px;text-decoration:none;color:var(--ink)}
.tabs a[aria-current=page]{background:var(--brand);border-color:var(--brand);color:var(--on-brand)}
.leads{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:.5rem}
.lead{display:block;background:var(--surface);border:1px solid var(--line);border-radius:12px;padding:.75rem 1rem;text-decoration:none;color:var(--ink)}
.lead:hover{border-color:var(--brand);color:var(--ink)}
.lead .top{display:flex;gap:.5rem;align-items:baseline;flex-wrap:wrap}
.lead .who{font-weight:600;margin-right:auto;overflow-wrap:anywhere}
.lead.unread .who{font-weight:800}
.lead.unread .who::before{content:'';display:inline-block;width:.625rem;height:.625rem;border-radius:50%;background:var(--call);margin-right:.375rem}
.lead .meta,.lead .line{display:block}
.lead .line{color:var(--muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap;margin:.25rem 0 0}
.meta{color:var(--muted);font-size:.875rem}
.chip{display:inline-block;border:1px solid var(--line);border-radius:999px;padding:0 .5rem;font-size:.8125rem;font-weight:600;color:var(--ink)}
.chip.new{background:var(--call);border-color:var(--call);color:var(--on-call)}
.chip.won{background:var(--brand);border-color:var(--brand);color:var(--on-brand)}
.chip.waiting{border-color:var(--danger);color:var(--danger)}
.chip.emergency{background:var(--danger);border-color:var(--danger);color:var(--surface)}
.thumbs{display:flex;gap:.375rem;margin-top:.5rem}
.thumbs img{border-radius:6px;object-fit:cover;height:48px;width:auto}
.photos{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.photos img{display:block;border-radius:8px;max-width:100%;height:auto}
.pager{display:flex;justify-content:space-between;align-items:center;gap:1rem;margin:1rem 0;flex-wrap:wrap}
.statuses{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0 0}
.statuses button[aria-pressed=true]{background:var(--ink);color:var(--page)}
.statuses button[aria-pressed=false]{background:transparent;color:var(--brand);border:1px solid var(--line)}
.reach{display:flex;flex-wrap:wrap;gap:.5rem;margin:.75rem 0}
.reach .call{background:var(--call);color:var(--on-call)}
.message{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}
dl{display:grid;grid-template-columns:1fr;margin:0}
dt{color:var(--muted);font-size:.875rem;margin-top:.5rem}
@media (min-width:40rem){dl{grid-template-columns:minmax(12rem,auto) 1fr;gap:.25rem 1rem}dt{font-size:1rem;margin:0}}
dd{margin:0;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;margin:0 0 1rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--line);overflow-wrap:anywhere}
td.n,th.n{text-align:right;white-space:nowrap}
.entries{list-style:none;margin:0;padding:0}
.entries li{border-bottom:1px solid var(--line);padding:.5rem 0}
.entries p{margin:.25rem 0 0;white-space:pre-wrap;overflow-wrap:anywhere}
.row{display:flex;gap:.75rem;flex-wrap:wrap;align-items:center}
.medians{margin:0 0 1rem;padding-left:1.25rem}
.chart-figure{margin:0 0 1rem;max-width:32rem}
.chart{display:block;width:100%;height:auto;color:var(--ink)}
.chart .label{fill:currentColor;font-size:11px}
.chart .axis{stroke:var(--muted);stroke-width:1}
.chart rect.leads{fill:none;stroke:var(--brand);stroke-width:1.5}
.chart rect.won{fill:var(--brand)}
.chart path.answer{fill:none;stroke:var(--focus);stroke-width:2}
.chart circle.answer{fill:var(--focus)}
.legend{display:flex;flex-wrap:wrap;gap:.25rem .5rem;align-items:center;margin:.25rem 0 0}
.key{display:inline-block;width:.875rem;height:.875rem;border-radius:2px}
.key.leads{border:2px solid var(--brand)}
.key.won{background:var(--brand)}
.key.answer{background:var(--focus);border-radius:50%}
.clock{margin:.25rem 0 0}
.weeks th,.weeks td{overflow-wrap:normal;white-space:nowrap;padding:.5rem .375rem}
.weeks thead th.n{white-space:normal}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
h3{font-size:1rem;margin:1.25rem 0 .25rem}
code{font:.875em/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.record{display:block;background:var(--tint);border:1px solid var(--line);border-radius:8px;padding:.5rem .75rem;margin-top:.25rem;white-space:pre-wrap}
.actions{margin-top:1rem}
.card section+section{border-top:1px solid var(--line);margin-top:1rem}
fieldset{border:1px solid var(--line);border-radius:12px;margin:.75rem 0;padding:.25rem 1rem .5rem}
legend{font-weight:700;padding:0 .25rem}
label.choice{display:flex;gap:.5rem;align-items:center;font-weight:400;min-height:44px;margin:0}
label.choice input{width:auto;min-height:0;margin:0}
.visit{border-top:1px solid var(--line);margin:1rem 0;padding-top:.25rem}
.visit>h2{margin-top:.75rem}
details.offer{margin-top:1rem}
details.offer summary{cursor:pointer;padding:.625rem 0;font-weight:700;color:var(--brand)}
.line-link{display:flex;align-items:center;min-height:44px;overflow-wrap:anywhere}
.hours td{vertical-align:top}
.hours input[type=checkbox]{width:auto;min-height:0;margin:0}
.days{display:flex;flex-wrap:wrap;gap:.25rem .75rem}
.days label{display:flex;gap:.25rem;align-items:center;font-weight:400;min-height:44px;margin:0}
`
