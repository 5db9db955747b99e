/**
 * A picture as fetch answers it, its body read as the page's own Blob as a browser reads it: the web tests
 * run in one jsdom a worker (the vmThreads pool), where Node's Response would make a Node Blob that jsdom's
 * FormData refuses.
 */
export function pictureResponse(content: string): Response {
  const type = 'image/webp'
  const response = new Response(content, { headers: { 'content-type': type } })
  return Object.assign(response, { blob: async () => new Blob([content], { type }) })
}
