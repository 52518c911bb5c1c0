// WebKit through WebKitWebDriver (MiniBrowser under xvfb-run), Firefox through its own WebDriver
// BiDi endpoint, as Debian ships no geckodriver (docs/decisions/010-three-browser-engines.md).
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
  baseURL: string
  width: number
  height: number
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

export abstract class EnginePage {
  abstract readonly engine: EngineName
  readonly baseURL: string
  readonly javaScript: boolean

  constructor(options: EngineOptions) {
    this.baseURL = options.baseURL
    this.javaScript = options.javaScript !== false
  }

  abstract goto(path: string): Promise<void>
  abstract evaluate<Result, Args extends unknown[] = []>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Result>
  abstract run(source: string): Promise<void>
  protected abstract clickNow(selector: string): Promise<void>
  protected abstract tapNow(selector: string): Promise<void>
  abstract press(key: KeyName): Promise<void>
  protected abstract typeNow(selector: string, text: string): Promise<void>
  abstract setFile(selector: string, file: string): Promise<void>
  abstract screenshot(file: string): Promise<void>
  abstract resize(width: number, height: number): Promise<void>
  abstract close(): Promise<void>
  protected abstract engineErrors(): string[]

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
        // Where the page stands says which step went wrong (a refused post, a page never left);
        // its script files show "no script at all", a cause of its own.
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

  async visit(path: string): Promise<void> {
    const href = new URL(path, this.baseURL).href
    const arrived = (target: string) => location.href === target
    await this.goto(path)
    // Now and then WebKitWebDriver hands control back with the old page still shown and no
    // navigation under way; asked once more, the navigation goes through.
    try {
      await this.waitForWithin(5_000, `the page ${path}`, arrived, href)
    } catch {
      await this.goto(path)
      await this.waitFor(`the page ${path}`, arrived, href)
    }
    await this.waitFor('the load', () => document.readyState === 'complete')
  }

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

  // A browser may still owe a scroll: Firefox brings a field's caret back into view a frame after
  // the keys, and a press during that scroll lands on the sticky call bar.
  private async bringToMiddle(selector: string): Promise<void> {
    await this.waitForVisible(selector)
    const deadline = Date.now() + 10_000
    let place: number | undefined
    for (let still = 0; still < 2;) {
      // Instantly: the site scrolls smoothly and the pointer must find it there.
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

  async tap(selector: string): Promise<void> {
    await this.bringToMiddle(selector)
    await this.tapNow(selector)
  }

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

class FirefoxPage extends EnginePage {
  readonly engine = 'Firefox'
  private logErrors: LogEntry[] = []
  // A page being left may still log (cancelled loads).
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
    // Firefox's remote agent may report a navigation failed (NS_BINDING_ABORTED) while the page
    // arrives with its loads cut short: so it is asked once more, then judged by the page shown.
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
      // Without JavaScript a sandbox realm still reads the DOM, but its promises never settle.
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
    // MiniBrowser's toolbar holds its window wider than a phone; this stylesheet shrinks it.
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
    // The W3C command itself: selenium's typed Actions builder has a mouse only.
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
    await this.driver.findElement(By.css(selector)).sendKeys(file)
  }

  async screenshot(file: string): Promise<void> {
    writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'))
  }

  // So that the page itself, not the window, gets the size asked for.
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
