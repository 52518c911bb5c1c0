// The dictionaries load when the first account is made, never at start: signing in needs none.
const MIN_SCORE = 3
const MIN_PASSWORD_LENGTH = 12
const FALLBACK_ADVICE = 'Use four or more words that do not belong together.'

async function loadEstimator() {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ])
  return new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  })
}
let estimator: ReturnType<typeof loadEstimator> | undefined

/** `related`: words an attacker would try first (the account's name). */
export async function passwordWeakness(
  password: string,
  related: readonly string[] = [],
): Promise<string | undefined> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `A password has at least ${MIN_PASSWORD_LENGTH} characters.`
  }
  estimator ??= loadEstimator()
  const { score, feedback } = (await estimator).check(password, [...related])
  if (score >= MIN_SCORE) return undefined
  const advice = feedback.suggestions.length > 0 ? feedback.suggestions : [FALLBACK_ADVICE]
  return ['This password is too easy to guess.', feedback.warning, ...advice]
    .filter(Boolean)
    .join(' ')
}
