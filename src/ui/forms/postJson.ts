/** POSTs a form as JSON and reports whether the server's answer says `success`. */
export async function postJson(url: string, body: unknown): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) return false
    const data = (await response.json()) as { success?: unknown }
    return data.success === true
  } catch {
    return false
  }
}
