export type FormAnswer = { status: number; body: unknown }

// XMLHttpRequest, because fetch does not report a request's upload progress.
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
