// Keyless embed without GOOGLE_MAPS_API_KEY, so the map never turns into an error.
export function mapEmbedUrl(query: string, apiKey: string): string {
  const q = encodeURIComponent(query)
  return apiKey
    ? `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(apiKey)}&q=${q}`
    : `https://maps.google.com/maps?q=${q}&output=embed`
}

export function mapLinkUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
