/**
 * The strict per-page Content-Security-Policy (src/platform/http/scriptPolicy.mjs): hashes of
 * Next's own inline scripts only, and pages sent through the front with them.
 */
import {
  isNextScript,
  nextScriptHashes,
  strictScriptPolicy,
} from '../../../src/platform/http/scriptPolicy.mjs'
import { get, POLICY, serveFront, sha } from './pageFront'

serveFront()

describe('script hashes', () => {
  it('hashes only inline scripts of the shapes Next writes, once each', () => {
    const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
    const data = 'self.__next_f.push([1,"3:I[\\"a\\",[]]\\n\\u003cb\\u003e"])'
    const html = [
      `<script>${bootstrap}</script>`,
      `<script>${data}</script>`,
      '<script>self.__next_f.push([2,null])</script>',
      `<script>${data}</script>`,
      '<script src="/x.js"></script>',
      '<script>alert(1)</script>',
      '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
      '<script>self.__next_f.push([1,"x"+alert(1)])</script>',
      '<script>self.__next_f.push([1,"x"],alert(1))</script>',
      '<script type="application/ld+json">{"@type":"Church"}</script>',
    ].join('')
    expect(nextScriptHashes(html)).toEqual([
      sha(bootstrap),
      sha(data),
      sha('self.__next_f.push([2,null])'),
    ])
  })

  it("hashes Turbopack's bootstrap and React's streaming scripts, and nothing added to them", () => {
    const turbopack =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});'
    expect(isNextScript(turbopack)).toBe(true)
    expect(isNextScript(turbopack.replace('});', '});alert(1);'))).toBe(false)
    expect(isNextScript(turbopack.replace('[494553]', '[alert(1)]'))).toBe(false)
    const frame = 'requestAnimationFrame(function(){$RT=performance.now()});'
    expect(isNextScript(frame)).toBe(true)
    expect(isNextScript(`${frame}alert(1)`)).toBe(false)
    expect(isNextScript('$RC("B:0","S:0")')).toBe(true)
    expect(isNextScript('$RC("B:0","S:0");alert(1)')).toBe(false)
    expect(isNextScript('$RC("B:0",alert(1))')).toBe(false)
    expect(isNextScript('$RC=function(){alert(1)};$RC("B:0","S:0")')).toBe(false)
  })

  it("takes 'unsafe-inline' out of script-src and puts the hashes in", () => {
    expect(strictScriptPolicy(POLICY, ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; object-src 'none'",
    )
    expect(strictScriptPolicy("default-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'",
    )
    expect(strictScriptPolicy(POLICY, [])).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'",
    )
  })

  it('does not hash an inline script that is not Next’s', async () => {
    const res = await get('/events/inject')
    const policy = String(res.headers['content-security-policy'])
    expect(res.body.toString()).toContain('<script>window.injected=true</script>')
    expect(policy).toContain(sha('self.__next_f.push([1,"v1"])'))
    expect(policy).not.toContain(sha('window.injected=true'))
    expect(policy).not.toContain('unsafe-inline')
  })

  it('sends every page with the hash of each of its inline scripts and no unsafe-inline', async () => {
    const res = await get('/events')
    const policy = String(res.headers['content-security-policy'])
    const html = res.body.toString()
    expect(policy).toContain(sha('self.__next_f.push([1,"v1"])'))
    expect(policy).not.toContain(sha('{"@type":"Church"}'))
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).toContain("object-src 'none'")
    expect(html).toContain('<p>version 1</p>')
  })

  it('hashes pages that are not cached too (a 404)', async () => {
    const res = await get('/missing')
    expect(res.status).toBe(404)
    expect(res.headers['x-page-cache']).toBe('pass')
    expect(String(res.headers['content-security-policy'])).toContain(
      sha('self.__next_f.push([1,"v1"])'),
    )
  })
})
