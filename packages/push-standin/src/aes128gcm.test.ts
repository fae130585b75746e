import { describe, expect, it } from 'vitest'
import { contentKeys, decryptPushMessage, recordNonce } from './aes128gcm.ts'

const b64 = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'base64url')

/** RFC 8291 §5 and Appendix A: the worked example, and its intermediate values. */
const example = {
  body: b64(`DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml
    mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT
    pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN`),
  ua: {
    privateKey: b64('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94'),
    publicKey: b64(`BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcx
      aOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4`),
    authSecret: b64('BTBZMqHH6r4Tts7J_aSIgg'),
  },
  asPublic: b64(`BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIg
    Dll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8`),
  ecdhSecret: b64('kyrL1jIIOHEzg3sM2ZWRHDRB62YACZhhSlknJ672kSs'),
  salt: b64('DGv6ra1nlYgDCS1FRnbzlw'),
}

describe('aes128gcm decryption (RFC 8291 over RFC 8188)', () => {
  it('derives the example’s CEK and NONCE', () => {
    const keys = contentKeys({
      ecdhSecret: example.ecdhSecret,
      authSecret: example.ua.authSecret,
      uaPublic: example.ua.publicKey,
      asPublic: example.asPublic,
      salt: example.salt,
    })
    expect(keys.cek.toString('base64url')).toBe('oIhVW04MRdy2XN9CiKLxTg')
    expect(keys.nonce.toString('base64url')).toBe('4h_95klXJ5E_qnoN')
  })

  it('decrypts the RFC 8291 example message', () => {
    const result = decryptPushMessage(example.body, example.ua)
    expect(result).toEqual({
      ok: true,
      plaintext: Buffer.from('When I grow up, I want to be a watermelon'),
    })
  })

  it('XORs the record sequence number into the nonce’s last bytes (RFC 8188 §2.3)', () => {
    const nonce = Buffer.alloc(12, 0xff)
    expect(recordNonce(nonce, 0)).toEqual(nonce)
    expect(recordNonce(nonce, 0x0102).toString('hex')).toBe('fffffffffffffffffffffefd')
  })

  it('refuses a body whose auth secret is another', () => {
    const ua = { ...example.ua, authSecret: Buffer.alloc(16, 7) }
    const result = decryptPushMessage(example.body, ua)
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/does not decrypt/) })
  })

  it('refuses a header that is not aes128gcm’s', () => {
    expect(decryptPushMessage(example.body.subarray(0, 20), example.ua)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/shorter than the aes128gcm header/),
    })
    const shortKeyid = Buffer.from(example.body)
    shortKeyid[20] = 64
    expect(decryptPushMessage(shortKeyid, example.ua)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/keyid is not the 65-byte/),
    })
    const tinyRecords = Buffer.from(example.body)
    tinyRecords.writeUInt32BE(17, 16)
    expect(decryptPushMessage(tinyRecords, example.ua)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/record size 17 is below 18/),
    })
  })
})
