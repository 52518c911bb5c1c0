/**
 * Firefox and WebKit from Debian's packages, driven by one client, selenium-webdriver: WebKit
 * through WebKitWebDriver (W3C WebDriver, MiniBrowser under xvfb-run), Firefox through its own
 * WebDriver BiDi endpoint with selenium's BiDi connection (Debian ships no geckodriver, and
 * Firefox speaks BiDi itself). Both sit behind one small `EnginePage`, so each journey is
 * written once. See docs/decisions/010-three-browser-engines.md.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'
import { Command, Name } from 'selenium-webdriver/lib/command.js'
import type { Index as BiDi } from 'selenium-webdriver/bidi/index.js'
import { freePort, groupAlive, waitUntilUp } from '../support/local-server'
import { recordPageErrors } from './page-errors'

export type EngineName = 'Firefox' | 'WebKit'

export type KeyName = 'Escape' | 'Tab' | 'Enter'

export type EngineOptions = {
  /** Where the site is served (the WebKit run reads it through the recording proxy). */
  baseURL: string
  width: number
  height: number
  /** Off: the page as a visitor without JavaScript gets it. */
  javaScript?: boolean
}

// The module is the connection class itself (`module.exports = Index`); its types name it Index.
const BiDiConnection = createRequire(import.meta.url)(
  'selenium-webdriver/bidi/index.js',
) as typeof BiDi

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** A page in one engine: what the journeys need, nothing engine-specific. */
export abstract class EnginePage {
  abstract readonly engine: EngineName
  readonly baseURL: string
  readonly javaScript: boolean

  constructor(options: EngineOptions) {
    this.baseURL = options.baseURL
    this.javaScript = options.javaScript !== false
  }

  /** Opens a path and waits for its load event. */
  abstract goto(path: string): Promise<void>
  /** Runs a function in the page; arguments and result travel as JSON. */
  abstract evaluate<Result, Args extends unknown[] = []>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Result>
  /** Runs a script's source as it is (a library such as axe-core). */
  abstract run(source: string): Promise<void>
  /** A real pointer click in the middle of the first element the selector matches. */
  protected abstract clickNow(selector: string): Promise<void>
  /** A finger's tap (a touch pointer, not a mouse) in the middle of the element. */
  protected abstract tapNow(selector: string): Promise<void>
  abstract press(key: KeyName): Promise<void>
  /** Types into the element, as a keyboard would. */
  protected abstract typeNow(selector: string, text: string): Promise<void>
  /** Chooses a file in a file input, as the visitor's file picker would (by its path here). */
  abstract setFile(selector: string, file: string): Promise<void>
  abstract screenshot(file: string): Promise<void>
  abstract resize(width: number, height: number): Promise<void>
  abstract close(): Promise<void>
  /** Engine-level errors besides the ones the in-page recorder saw. */
  protected abstract engineErrors(): string[]

  /** Polls a condition in the page until it holds, or fails naming it. */
  async waitFor<Args extends unknown[]>(
    what: string,
    condition: (...args: Args) => boolean,
    ...args: Args
  ): Promise<void> {
    return this.waitForWithin(10_000, what, condition, ...args)
  }

  async waitForWithin<Args extends unknown[]>(
    timeoutMs: number,
    what: string,
    condition: (...args: Args) => boolean,
    ...args: Args
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (await this.evaluate(condition, ...args)) return
      if (Date.now() > deadline) {
        // Where the page stands says which step went wrong (a refused post, a page never left).
        // The page's script files and console errors: "no script at all" is a cause of its own.
        const shown = await this.evaluate(() => {
          const scripts = [...document.querySelectorAll('script[src]')].map(
            (script) => script.getAttribute('src') ?? '',
          )
          return `${location.href} ("${document.title}"), scripts [${scripts.join(', ')}]: ${document.body?.innerText.slice(0, 300)}`
        }).catch((error: unknown) => `unreadable (${String(error)})`)
        const errors = await this.pageErrors().catch((error: unknown) => [String(error)])
        throw new Error(
          `${this.engine}: timed out waiting for ${what}; the page shows ${shown}; errors [${errors.join('; ')}]`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** Waits until an element matching the selector is rendered with a size. */
  async waitForVisible(selector: string): Promise<void> {
    await this.waitFor(
      `${selector} to be visible`,
      (css: string) => {
        const element = document.querySelector(css)
        if (!element) return false
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
      },
      selector,
    )
  }

  /** Opens a path and waits for its load (its controls' inline script has run by then). */
  async visit(path: string): Promise<void> {
    const href = new URL(path, this.baseURL).href
    const arrived = (target: string) => location.href === target
    await this.goto(path)
    // The page asked for, not the one before it. Now and then (a few in a few hundred, under
    // load) WebKitWebDriver hands control back with the old page still shown and no navigation
    // under way; asked once more, the navigation goes through.
    try {
      await this.waitForWithin(5_000, `the page ${path}`, arrived, href)
    } catch {
      await this.goto(path)
      await this.waitFor(`the page ${path}`, arrived, href)
    }
    await this.waitFor('the load', () => document.readyState === 'complete')
  }

  /** Brings an island into view and waits until React has taken it over (app/islands/). */
  async hydrateIsland(name: string): Promise<void> {
    const selector = `[data-island="${name}"]`
    await this.evaluate(
      (css: string) => document.querySelector(css)?.scrollIntoView({ block: 'center' }),
      selector,
    )
    await this.waitFor(
      `the ${name} island`,
      (css: string) => document.querySelector(css)?.getAttribute('data-island-hydrated') === 'true',
      selector,
    )
  }

  /**
   * Waits for the element, scrolls it into the middle of the screen and waits until it stays
   * there, as a visitor's eye does before the finger lands. A browser may still owe a scroll of
   * its own: Firefox brings a field's caret back into view a frame after the keys, and a press
   * during that scroll lands on whatever then lies under the pointer (the sticky call bar).
   */
  private async bringToMiddle(selector: string): Promise<void> {
    await this.waitForVisible(selector)
    const deadline = Date.now() + 10_000
    let place: number | undefined
    for (let still = 0; still < 2;) {
      // At the screen's edges the sticky call bar covers it. Instantly, because the site scrolls
      // smoothly and the pointer must find it there.
      const top = await this.evaluate(
        (css: string, expected: number | null) => {
          const element = document.querySelector(css)
          if (!element) return null
          const now = element.getBoundingClientRect().top
          if (now === expected) return now
          element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
          return element.getBoundingClientRect().top
        },
        selector,
        place ?? null,
      )
      still = top !== null && top === place ? still + 1 : 0
      place = top ?? undefined
      if (Date.now() > deadline)
        throw new Error(
          `${this.engine}: ${selector} never came to rest in the middle of the screen`,
        )
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async click(selector: string): Promise<void> {
    await this.bringToMiddle(selector)
    await this.clickNow(selector)
  }

  /** A finger's tap, as the owner on a phone taps. */
  async tap(selector: string): Promise<void> {
    await this.bringToMiddle(selector)
    await this.tapNow(selector)
  }

  /**
   * Opens one of the owner's pages, through the sign-in form when it is asked for (a session from
   * an earlier journey in this browser goes straight there), submitting it by `press`.
   */
  async openSignedIn(
    path: string,
    account: { name: string; password: string },
    press: 'click' | 'tap' = 'click',
  ): Promise<void> {
    await this.goto(path)
    await this.waitFor(
      `the sign-in page or ${path}`,
      (target: string) => ['/admin/login', target].includes(location.pathname),
      path,
    )
    if (await this.evaluate(() => location.pathname !== '/admin/login')) return
    await this.type('#name', account.name)
    await this.type('#password', account.password)
    await this[press]('button[type="submit"]')
    await this.waitFor(path, (target: string) => location.pathname === target, path)
  }

  async type(selector: string, text: string): Promise<void> {
    await this.waitForVisible(selector)
    await this.typeNow(selector, text)
  }

  /** Everything the console would have shown as an error since the page loaded. */
  async pageErrors(): Promise<string[]> {
    // Without JavaScript the recorder cannot run either; the engine's own log is all there is.
    const recorded = this.javaScript
      ? await this.evaluate(
          () => (window as unknown as { __pageErrors?: string[] }).__pageErrors ?? ['no recorder'],
        )
      : []
    return [...new Set([...recorded, ...this.engineErrors()])]
  }
}

type LogEntry = { level: string; text: string | null; source: { realm: string } }

type BiDiResponse =
  { type: 'success'; result: unknown } | { type: 'error'; error: string; message: string }

/** Firefox ESR over its own WebDriver BiDi endpoint (`--remote-debugging-port`). */
class FirefoxPage extends EnginePage {
  readonly engine = 'Firefox'
  private logErrors: LogEntry[] = []
  /** The realm of the document now shown: a page being left may still log (cancelled loads). */
  private pageRealm = ''

  constructor(
    options: EngineOptions,
    private readonly bidi: BiDi,
    private readonly context: string,
    private readonly browser: ChildProcess,
    private readonly profile: string,
  ) {
    super(options)
    bidi.on('log.entryAdded', (entry: LogEntry) => {
      if (entry.level === 'error') this.logErrors.push(entry)
    })
  }

  static async launch(options: EngineOptions): Promise<FirefoxPage> {
    const profile = mkdtempSync(path.join(tmpdir(), 'canopy-firefox-'))
    const prefs = {
      'javascript.enabled': options.javaScript !== false,
      'browser.shell.checkDefaultBrowser': false,
      'browser.aboutwelcome.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.reportingpolicy.firstRun': false,
    }
    writeFileSync(
      path.join(profile, 'user.js'),
      Object.entries(prefs)
        .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
        .join('\n'),
    )
    const browser = spawn(
      FIREFOX_PATH,
      [
        '--headless',
        '--no-remote',
        '--profile',
        profile,
        '--remote-debugging-port=0',
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    const endpoint = await new Promise<string>((resolve, reject) => {
      let output = ''
      const timer = setTimeout(() => reject(new Error(`Firefox did not start:\n${output}`)), 30_000)
      browser.stderr?.on('data', (data: Buffer) => {
        output += data.toString()
        const match = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(match[1]!)
        }
      })
      browser.on('exit', (code) => reject(new Error(`Firefox exited (${code}):\n${output}`)))
    })
    // Firefox keeps writing to stderr; a full pipe must not stall it.
    browser.stderr?.resume()
    const bidi = new BiDiConnection(`${endpoint}/session`)
    await bidi.waitForConnection()
    await sendBiDi(bidi, 'session.new', { capabilities: {} })
    const tree = (await sendBiDi(bidi, 'browsingContext.getTree', {})) as {
      contexts: { context: string }[]
    }
    const context = tree.contexts[0]!.context
    await bidi.subscribe('log.entryAdded')
    await sendBiDi(bidi, 'script.addPreloadScript', {
      functionDeclaration: `() => (${recordPageErrors.toString()})()`,
    })
    const page = new FirefoxPage(options, bidi, context, browser, profile)
    await page.resize(options.width, options.height)
    return page
  }

  private send(method: string, params: Record<string, unknown>): Promise<unknown> {
    return sendBiDi(this.bidi, method, params)
  }

  async goto(pathname: string): Promise<void> {
    this.logErrors = []
    const url = new URL(pathname, this.baseURL).href
    const navigate = () =>
      this.send('browsingContext.navigate', { context: this.context, url, wait: 'complete' })
    // Now and then Firefox's remote agent reports a navigation as failed ("Address rejected",
    // NS_BINDING_ABORTED; here a few in a hundred) while the page arrives all the same. Such a
    // page may have had its loads cut short: once in CI every modulepreload of /services failed
    // in a page that then hydrated. So a navigation reported failed is asked for once more, and
    // if that too is reported failed, it counts only if the page is there.
    /** Whether the remote agent reported the navigation done. */
    const navigated = async () => {
      try {
        await navigate()
        return true
      } catch {
        return false
      }
    }
    if (!(await navigated()) && !(await navigated())) {
      const arrived = await this.evaluate(
        (href: string) => location.href === href && document.readyState === 'complete',
        url,
      ).catch(() => false)
      if (!arrived) await navigate()
    }
    const { realms } = (await this.send('script.getRealms', {
      context: this.context,
      type: 'window',
    })) as { realms: { realm: string; sandbox?: string }[] }
    this.pageRealm = realms.find((realm) => realm.sandbox === undefined)?.realm ?? ''
  }

  async evaluate<Result, Args extends unknown[] = []>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Result> {
    const result = (await this.send('script.evaluate', {
      // A page without JavaScript runs none, not even ours: a sandbox realm still reads its DOM,
      // but its promises never settle, so there the call is synchronous.
      expression: jsonCall(fn, args, { awaitResult: this.javaScript }),
      target: this.javaScript
        ? { context: this.context }
        : { context: this.context, sandbox: 'tests' },
      awaitPromise: this.javaScript,
    })) as
      | { type: 'success'; result: { value: string } }
      | { type: 'exception'; exceptionDetails: { text: string } }
    if (result.type === 'exception')
      throw new Error(`Firefox: script failed: ${result.exceptionDetails.text}`)
    return JSON.parse(result.result.value) as Result
  }

  async run(source: string): Promise<void> {
    const result = (await this.send('script.evaluate', {
      expression: source,
      target: { context: this.context },
      awaitPromise: false,
    })) as { type: string }
    if (result.type === 'exception') throw new Error('Firefox: script failed')
  }

  private async element(selector: string): Promise<{ sharedId: string }> {
    const found = (await this.send('browsingContext.locateNodes', {
      context: this.context,
      locator: { type: 'css', value: selector },
      maxNodeCount: 1,
    })) as { nodes: { sharedId: string }[] }
    const node = found.nodes[0]
    if (!node) throw new Error(`Firefox: nothing matches ${selector}`)
    return node
  }

  /** A press and release in the middle of the element, by a mouse or a finger. */
  private async pressAt(selector: string, pointerType: 'mouse' | 'touch'): Promise<void> {
    const element = await this.element(selector)
    await this.send('input.performActions', {
      context: this.context,
      actions: [
        {
          type: 'pointer',
          id: pointerType,
          parameters: { pointerType },
          actions: [
            { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element } },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    })
  }

  protected tapNow(selector: string): Promise<void> {
    return this.pressAt(selector, 'touch')
  }

  protected clickNow(selector: string): Promise<void> {
    return this.pressAt(selector, 'mouse')
  }

  private keys(values: string[]): Promise<unknown> {
    return this.send('input.performActions', {
      context: this.context,
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: values.flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        },
      ],
    })
  }

  async press(key: KeyName): Promise<void> {
    await this.keys([webDriverKey[key]])
  }

  protected async typeNow(selector: string, text: string): Promise<void> {
    await this.click(selector)
    await this.keys([...text].map((character) => (character === '\n' ? Key.ENTER : character)))
  }

  async setFile(selector: string, file: string): Promise<void> {
    await this.send('input.setFiles', {
      context: this.context,
      element: await this.element(selector),
      files: [file],
    })
  }

  async screenshot(file: string): Promise<void> {
    const shot = (await this.send('browsingContext.captureScreenshot', {
      context: this.context,
    })) as { data: string }
    writeFileSync(file, Buffer.from(shot.data, 'base64'))
  }

  async resize(width: number, height: number): Promise<void> {
    await this.send('browsingContext.setViewport', {
      context: this.context,
      viewport: { width, height },
    })
  }

  protected engineErrors(): string[] {
    return this.logErrors
      .filter((entry) => entry.source.realm === this.pageRealm)
      .map((entry) => `console ${entry.text ?? ''}`)
  }

  async close(): Promise<void> {
    await this.send('session.end', {}).catch(() => undefined)
    await this.bidi.close().catch(() => undefined)
    this.browser.kill()
    await new Promise((resolve) => this.browser.once('exit', resolve))
    rmSync(this.profile, { recursive: true, force: true })
  }
}

async function sendBiDi(bidi: BiDi, method: string, params: Record<string, unknown>) {
  const response = (await bidi.send({ method, params })) as BiDiResponse
  if (response.type === 'error') {
    throw new Error(`Firefox: ${method} failed: ${response.error}: ${response.message}`)
  }
  return response.result
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, on a virtual display of its own (xvfb-run).
 */
class WebKitPage extends EnginePage {
  readonly engine = 'WebKit'

  constructor(
    options: EngineOptions,
    private readonly driver: WebDriver,
    private readonly driverGroup: number,
    private readonly home: string,
  ) {
    super(options)
  }

  static async launch(options: EngineOptions): Promise<WebKitPage> {
    const home = mkdtempSync(path.join(tmpdir(), 'canopy-webkit-'))
    // MiniBrowser's toolbar holds its window at 447 px or wider; a GTK stylesheet for this
    // browser alone shrinks the toolbar so the page can have a phone's 375 px.
    mkdirSync(path.join(home, 'gtk-3.0'))
    writeFileSync(
      path.join(home, 'gtk-3.0', 'gtk.css'),
      '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n' +
        'image { -gtk-icon-transform: scale(0.01); }\n',
    )
    const port = await freePort()
    const driverProcess = spawn(
      'xvfb-run',
      ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`],
      { detached: true, stdio: 'ignore', env: { ...process.env, XDG_CONFIG_HOME: home } },
    )
    const driverGroup = driverProcess.pid!
    const serverURL = `http://127.0.0.1:${port}`
    await waitUntilUp(`${serverURL}/status`, 30_000)
    const driver = await new Builder()
      .usingServer(serverURL)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          args: [
            '--automation',
            ...(options.javaScript === false ? ['--enable-javascript=false'] : []),
          ],
        },
      })
      .build()
    const page = new WebKitPage(options, driver, driverGroup, home)
    await page.resize(options.width, options.height)
    return page
  }

  async goto(pathname: string): Promise<void> {
    await this.driver.get(new URL(pathname, this.baseURL).href)
  }

  async evaluate<Result, Args extends unknown[] = []>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Result> {
    const json = await this.driver.executeScript<string>(`return ${jsonCall(fn, args)}`)
    return JSON.parse(json) as Result
  }

  async run(source: string): Promise<void> {
    await this.driver.executeScript(source)
  }

  protected async clickNow(selector: string): Promise<void> {
    await this.driver.findElement(By.css(selector)).click()
  }

  protected async tapNow(selector: string): Promise<void> {
    const element = await this.driver.findElement(By.css(selector))
    // WebDriver's actions with a touch pointer: the W3C command itself (selenium's typed Actions
    // builder has a mouse only).
    await this.driver.execute(
      new Command(Name.ACTIONS).setParameter('actions', [
        {
          type: 'pointer',
          id: 'finger',
          parameters: { pointerType: 'touch' },
          actions: [
            { type: 'pointerMove', duration: 0, x: 0, y: 0, origin: element },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]),
    )
  }

  async press(key: KeyName): Promise<void> {
    await this.driver.actions().sendKeys(webDriverKey[key]).perform()
  }

  protected async typeNow(selector: string, text: string): Promise<void> {
    // WebKitWebDriver drops a bare line feed; a keyboard's Enter is what a visitor presses.
    await this.driver.findElement(By.css(selector)).sendKeys(text.replaceAll('\n', Key.ENTER))
  }

  async setFile(selector: string, file: string): Promise<void> {
    // WebDriver's way: the path sent as the keys of a file input.
    await this.driver.findElement(By.css(selector)).sendKeys(file)
  }

  async screenshot(file: string): Promise<void> {
    writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'))
  }

  /** Sizes the window so that the page itself (not the window) gets the size asked for. */
  async resize(width: number, height: number): Promise<void> {
    const window = this.driver.manage().window()
    await window.setRect({ x: 0, y: 0, width, height })
    const inner = await this.evaluate(() => ({ width: innerWidth, height: innerHeight }))
    await window.setRect({
      x: 0,
      y: 0,
      width: width + (width - inner.width),
      height: height + (height - inner.height),
    })
  }

  protected engineErrors(): string[] {
    return []
  }

  async close(): Promise<void> {
    await this.driver.quit().catch(() => undefined)
    if (groupAlive(this.driverGroup)) process.kill(-this.driverGroup, 'SIGTERM')
    rmSync(this.home, { recursive: true, force: true })
  }
}

const webDriverKey: Record<KeyName, string> = {
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
  Enter: Key.ENTER,
}

/** An expression that calls the function in the page and resolves to its result as JSON. */
function jsonCall(
  fn: (...args: never[]) => unknown,
  args: unknown[],
  { awaitResult = true } = {},
): string {
  const call = `(${fn.toString()})(${args.map((argument) => JSON.stringify(argument)).join(', ')})`
  return awaitResult
    ? `Promise.resolve(${call}).then((value) => JSON.stringify(value ?? null))`
    : `JSON.stringify(${call} ?? null)`
}

export function launchEngine(engine: EngineName, options: EngineOptions): Promise<EnginePage> {
  return engine === 'Firefox' ? FirefoxPage.launch(options) : WebKitPage.launch(options)
}
