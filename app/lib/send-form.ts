/** What the server answered a form sent by script: its status and its JSON body (or nothing). */
export type FormAnswer = { status: number; body: unknown }

/**
 * Sends a form by script as the browser would post it (multipart, to the form's action), asking
 * for JSON, and reports the upload's progress (0 to 1): XMLHttpRequest, because fetch does not
 * tell how much of a request has gone. Rejects when no answer comes (offline, cut off).
 */
export function sendForm(
  url: string,
  body: FormData,
  onProgress: (share: number) => void,
): Promise<FormAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.setRequestHeader('Accept', 'application/json')
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      let parsed: unknown
      try {
        parsed = JSON.parse(request.responseText)
      } catch {
        // Not JSON (a proxy's error page): the status still says what happened.
      }
      resolve({ status: request.status, body: parsed })
    })
    request.addEventListener('error', () => reject(new Error('The form could not be sent')))
    request.addEventListener('abort', () => reject(new Error('The form was not sent')))
    request.send(body)
  })
}
