import { createHash } from 'node:crypto'
import {
  cpSync,
  lstatSync,
  realpathSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { blobsOnDisk } from './disk-blobs'
import {
  type Change,
  type RecordedChange,
  type TouchedFile,
  readBlobs,
  recentChanges,
} from './history'
import { checkedUpload } from './uploads'
import {
  CONTENT_FOLDER,
  EDITABLE_FOLDERS,
  PathRefused,
  UPLOADS_FOLDER,
  commitAs,
  resolveEditablePath,
} from './working-copy'

// Decap's proxy backend protocol, as decap-server speaks it for `npm run cms`.
export type ContentApiOptions = {
  root: string
  checkContent: (contentDir: string) => Promise<string[]>
  onSaved?: () => void
  log?: (message: string, error: unknown) => void
}

export class ContentRefused extends Error {
  override name = 'ContentRefused'
}

/** The files are left as they were before the save. */
export class SaveFailed extends Error {
  override name = 'SaveFailed'
  constructor() {
    super(
      'The change could not be saved, and nothing was changed. Try again in a minute; if it keeps failing, tell your agency.',
    )
  }
}

const text = z.string()
const dataFile = z.object({ path: text, raw: text, newPath: text.optional() })
const asset = z.object({ path: text, content: text, encoding: z.literal('base64') })
const commitOptions = z.object({ commitMessage: text.optional() }).loose()

const requests = z.discriminatedUnion('action', [
  z.object({ action: z.literal('info') }).loose(),
  z
    .object({
      action: z.literal('entriesByFolder'),
      params: z
        .object({ folder: text, extension: text, depth: z.number().int().min(1).max(10) })
        .loose(),
    })
    .loose(),
  z
    .object({
      action: z.literal('entriesByFiles'),
      params: z
        .object({ files: z.array(z.object({ path: text, label: text.optional() })) })
        .loose(),
    })
    .loose(),
  z.object({ action: z.literal('getEntry'), params: z.object({ path: text }).loose() }).loose(),
  z
    .object({
      action: z.literal('persistEntry'),
      params: z
        .object({
          dataFiles: z.array(dataFile).min(1),
          assets: z.array(asset),
          options: commitOptions,
        })
        .loose(),
    })
    .loose(),
  z
    .object({ action: z.literal('getMedia'), params: z.object({ mediaFolder: text }).loose() })
    .loose(),
  z.object({ action: z.literal('getMediaFile'), params: z.object({ path: text }).loose() }).loose(),
  z
    .object({
      action: z.literal('persistMedia'),
      params: z.object({ asset, options: commitOptions }).loose(),
    })
    .loose(),
  z
    .object({
      action: z.literal('deleteFile'),
      params: z.object({ path: text, options: commitOptions }).loose(),
    })
    .loose(),
  z
    .object({
      action: z.literal('deleteFiles'),
      params: z.object({ paths: z.array(text).min(1), options: commitOptions }).loose(),
    })
    .loose(),
  z.object({ action: z.literal('getDeployPreview') }).loose(),
  // Not part of Decap's protocol: the status line's "Undo" beside one of the last changes.
  z
    .object({
      action: z.literal('undoChange'),
      params: z.object({ commit: z.string().regex(/^[0-9a-f]{40}$/) }).loose(),
    })
    .loose(),
])

export type ContentRequest = z.infer<typeof requests>

export function parseContentRequest(body: unknown): ContentRequest {
  const result = requests.safeParse(body)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new ContentRefused(
      `${issue?.path.join('.') || 'request'}: ${issue?.message ?? 'invalid'}`,
    )
  }
  return result.data
}

const messageOr = (options: { commitMessage?: string }, fallback: string) =>
  options.commitMessage?.trim() || fallback

const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex')

function listFiles(folder: string, extension: string, depth: number): string[] {
  if (depth <= 0 || !existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isSymbolicLink()) return []
    if (entry.isDirectory()) return listFiles(full, extension, depth - 1)
    return entry.isFile() && full.endsWith(extension) ? [full] : []
  })
}

type FileChange = { file: string; content: Buffer | null }

/** Each file written whole (a rename), so a build running meanwhile never reads half of one. */
function apply(changes: FileChange[]): void {
  for (const { file, content } of changes) {
    if (content === null) {
      rmSync(file, { force: true })
      continue
    }
    mkdirSync(path.dirname(file), { recursive: true })
    const partial = `${file}.saving-${process.pid}`
    writeFileSync(partial, content)
    renameSync(partial, file)
  }
}

function serial() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task, task)
    last = next.catch(() => undefined)
    return next
  }
}

type Target = TouchedFile & { target: string }

/** Undo refuses the site's first version and changes to files the editor does not edit. */
function targetsOf(root: string, change: RecordedChange): Target[] | string {
  if (change.first) return 'The first version of the site cannot be undone.'
  const targets: Target[] = []
  for (const touched of change.files) {
    try {
      targets.push({ ...touched, target: resolveEditablePath(root, touched.file) })
    } catch (error) {
      if (!(error instanceof PathRefused)) throw error
      return `"${change.message}" also changed ${touched.file}, which the editor does not edit: ask your agency to undo it.`
    }
  }
  return targets
}

function changedAgain(
  change: Change,
  targets: Target[],
  onDisk: Map<string, string | null>,
): string | undefined {
  const later = targets.find(({ target, after }) => onDisk.get(target) !== after)
  return (
    later &&
    `${later.file} was changed again after "${change.message}": undo the later change first.`
  )
}

const idLengthOf = (change: Change) => change.commit.length

/** Blob ids compared, never contents read: the cost does not grow with the files. */
export async function undoableChanges(
  workingCopy: string,
): Promise<(Change & { undoable: boolean })[]> {
  const root = realpathSync(workingCopy)
  const planned = (await recentChanges(root)).map((change) => ({
    change,
    targets: targetsOf(root, change),
  }))
  const onDisk = await blobsOnDisk(
    planned.flatMap(({ targets }) =>
      typeof targets === 'string' ? [] : targets.map(({ target }) => target),
    ),
    planned[0] ? idLengthOf(planned[0].change) : 40,
  )
  // Only what the line shows: the list of files stays on the server.
  return planned.map(({ change: { commit, when, editor, message }, targets }) => ({
    commit,
    when,
    editor,
    message,
    undoable:
      typeof targets !== 'string' &&
      changedAgain({ commit, when, editor, message }, targets, onDisk) === undefined,
  }))
}

async function undoPlan(root: string, change: RecordedChange): Promise<FileChange[]> {
  const targets = targetsOf(root, change)
  if (typeof targets === 'string') throw new ContentRefused(targets)
  const onDisk = await blobsOnDisk(
    targets.map(({ target }) => target),
    idLengthOf(change),
    { fresh: true },
  )
  const refusal = changedAgain(change, targets, onDisk)
  if (refusal) throw new ContentRefused(refusal)
  const before = await readBlobs(
    root,
    targets.flatMap(({ before: id }) => (id === null ? [] : [id])),
  )
  return targets.map(({ target, before: id }) => ({
    file: target,
    content: id === null ? null : (before.get(id) ?? null),
  }))
}

export function createContentApi(options: ContentApiOptions) {
  // Resolved once, like every path: a working copy reached through a link must not mislead checks.
  const root = realpathSync(options.root)
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/')
  const entry = (file: string, label?: string) => {
    const content = readFileSync(file)
    return {
      data: content.toString('utf8'),
      file: { path: relative(file), label, id: sha(content) },
    }
  }
  const mediaFile = (file: string) => {
    const content = readFileSync(file)
    return {
      id: sha(content),
      content: content.toString('base64'),
      encoding: 'base64' as const,
      path: relative(file),
      name: path.basename(file),
    }
  }
  const inOneSave = serial()

  /** New uploads are written first, as a post may show one, and removed if the save is refused. */
  async function save(
    editor: string,
    message: string,
    changes: { file: string; content: Buffer | null }[],
  ): Promise<void> {
    const committed = await inOneSave(async () => {
      const contentDir = path.join(root, EDITABLE_FOLDERS[0])
      const isContent = (file: string) => file.startsWith(`${contentDir}${path.sep}`)
      const newUploads = changes.filter(({ file }) => !isContent(file) && !existsSync(file))
      const candidate = mkdtempSync(path.join(tmpdir(), 'canopy-save-'))
      try {
        // Links are never followed by the editor (resolveEditablePath), nor copied to be checked.
        cpSync(contentDir, candidate, {
          recursive: true,
          filter: (source) => !lstatSync(source).isSymbolicLink(),
        })
        apply(
          changes
            .filter(({ file }) => isContent(file))
            .map(({ file, content }) => ({
              file: path.join(candidate, path.relative(contentDir, file)),
              content,
            })),
        )
        apply(newUploads)
        const problems = await options.checkContent(candidate)
        if (problems.length > 0) {
          apply(newUploads.map(({ file }) => ({ file, content: null })))
          throw new ContentRefused(`Not saved: ${problems.join('; ')}`)
        }
      } finally {
        rmSync(candidate, { recursive: true, force: true })
      }
      const before = changes.map(({ file }) => ({
        file,
        content: existsSync(file) ? readFileSync(file) : null,
      }))
      apply(changes)
      try {
        return await commitAs(root, editor, message)
      } catch (error) {
        // commitAs left nothing staged; the files go back to how the last commit has them.
        apply(before)
        options.log?.('A save could not be committed; the files were put back', error)
        throw new SaveFailed()
      }
    })
    if (committed) options.onSaved?.()
  }

  const editable = (requested: string) => resolveEditablePath(root, requested)

  async function undo(editor: string, commit: string): Promise<void> {
    const change = (await recentChanges(root)).find((recent) => recent.commit === commit)
    if (!change) throw new ContentRefused('Only one of the last changes can be undone.')
    await save(editor, `Undo "${change.message}"`, await undoPlan(root, change))
  }

  /** Words go to content/ only: a data file elsewhere (a page, a script) is refused. */
  function dataFile(requested: string) {
    const file = editable(requested)
    if (!relative(file).startsWith(`${CONTENT_FOLDER}/`)) {
      throw new ContentRefused(`${requested}: only files under ${CONTENT_FOLDER}/ can be saved.`)
    }
    return file
  }

  /** Photos go through here only: judged by their bytes and kept re-encoded. */
  async function imageChange(requested: { path: string; content: string }) {
    const file = editable(requested.path)
    if (!relative(file).startsWith(`${UPLOADS_FOLDER}/`)) {
      throw new ContentRefused(`${requested.path}: uploads go to ${UPLOADS_FOLDER}.`)
    }
    const upload = await checkedUpload(file, Buffer.from(requested.content, 'base64'))
    if (!upload.ok) throw new ContentRefused(`${requested.path}: ${upload.problem}`)
    return { file, content: upload.bytes }
  }

  return async function handle(request: ContentRequest, editor: string): Promise<unknown> {
    switch (request.action) {
      case 'info':
        return { repo: path.basename(root), publish_modes: ['simple'], type: 'local_fs' }
      case 'entriesByFolder': {
        const { folder, extension, depth } = request.params
        return listFiles(editable(folder), extension, depth).map((file) => entry(file))
      }
      case 'entriesByFiles':
        return request.params.files.map(({ path: requested, label }) => {
          const file = editable(requested)
          return existsSync(file)
            ? entry(file, label)
            : { data: null, file: { path: requested, label, id: null } }
        })
      case 'getEntry':
        return entry(editable(request.params.path))
      case 'persistEntry': {
        const { dataFiles, assets, options: commit } = request.params
        const changes = [
          ...dataFiles.flatMap(({ path: requested, raw, newPath }) =>
            newPath && newPath !== requested
              ? [
                  { file: dataFile(requested), content: null },
                  { file: dataFile(newPath), content: Buffer.from(raw) },
                ]
              : [{ file: dataFile(requested), content: Buffer.from(raw) }],
          ),
          ...(await Promise.all(assets.map(imageChange))),
        ]
        await save(
          editor,
          messageOr(commit, `Update ${dataFiles.map((file) => file.path).join(', ')}`),
          changes,
        )
        return { message: 'entry persisted' }
      }
      case 'getMedia': {
        const folder = editable(request.params.mediaFolder)
        return listFiles(folder, '', 1).map(mediaFile)
      }
      case 'getMediaFile':
        return mediaFile(editable(request.params.path))
      case 'persistMedia': {
        const change = await imageChange(request.params.asset)
        await save(
          editor,
          messageOr(request.params.options, `Upload ${request.params.asset.path}`),
          [change],
        )
        return mediaFile(change.file)
      }
      case 'deleteFile':
      case 'deleteFiles': {
        const paths = request.action === 'deleteFile' ? [request.params.path] : request.params.paths
        const changes = paths.map((requested) => ({ file: editable(requested), content: null }))
        await save(editor, messageOr(request.params.options, `Delete ${paths.join(', ')}`), changes)
        return { message: `deleted ${paths.join(', ')}` }
      }
      case 'getDeployPreview':
        return null
      case 'undoChange':
        await undo(editor, request.params.commit)
        return { message: 'change undone' }
    }
  }
}
