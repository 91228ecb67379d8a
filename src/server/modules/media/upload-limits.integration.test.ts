import { describe, expect, it } from 'vitest';
import { mp3Sample, wavSample } from '../../testing/audio-samples.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, database } = await createTestApp({ UPLOAD_QUOTA_MB: '1' });

async function couple(ip: string) {
  return signedInCouple(app, database.db, {}, ip);
}

type Couple = Awaited<ReturnType<typeof couple>>;

const sendAudio = (c: Couple, name: string, bytes: Buffer) =>
  c.b.request('painel', {
    method: 'POST',
    url: `/api/weddings/${c.wedding.id}/media?kind=audio`,
    ...multipartFile(name, 'audio/mpeg', bytes),
  });

describe('audio uploads', () => {
  it('are read by their structure: real MP3 and WAV pass, a familiar prefix on junk does not', async () => {
    const c = await couple('10.50.0.1');
    expect((await sendAudio(c, 'musica.mp3', mp3Sample())).statusCode).toBe(201);
    const wav = await sendAudio(c, 'musica.wav', wavSample());
    expect(wav.statusCode).toBe(201);
    expect(wav.json().url).toMatch(/\.wav$/);
    const fakes = [
      Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2000, 0)]),
      Buffer.concat([Buffer.from([0xff, 0xfb]), Buffer.from('<script>alert(1)</script>')]),
      Buffer.concat([Buffer.from('OggS'), Buffer.alloc(500, 7)]),
    ];
    for (const fake of fakes) {
      const res = await sendAudio(c, 'musica.mp3', fake);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Envie um arquivo de áudio MP3, M4A, OGG ou WAV.');
    }
  });
});

describe('storage quota per wedding (UPLOAD_QUOTA_MB)', () => {
  it('refuses a file that would overflow it with STORAGE_FULL, and the panel reads the usage', async () => {
    const c = await couple('10.50.1.1');
    const usage = () => c.b.get('painel', `/api/weddings/${c.wedding.id}/media/usage`);
    expect((await usage()).json()).toEqual({ usedBytes: 0, quotaBytes: 1024 * 1024 });
    const song = wavSample(600 * 1024);
    expect((await sendAudio(c, 'a.wav', song)).statusCode).toBe(201);
    const full = await sendAudio(c, 'b.wav', song);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toEqual({
      code: 'STORAGE_FULL',
      message:
        'O espaço de arquivos do site acabou (1 MB). Apaguem fotos ou músicas que não usam mais para enviar outras.',
    });
    expect((await usage()).json()).toEqual({ usedBytes: song.length, quotaBytes: 1024 * 1024 });
    // Another wedding has its own space.
    const other = await couple('10.50.1.2');
    expect((await sendAudio(other, 'a.wav', song)).statusCode).toBe(201);
  });
});

describe('upload rate per account', () => {
  it('answers 429 past 120 uploads in an hour', async () => {
    const c = await couple('10.50.2.1');
    for (let i = 0; i < 120; i++)
      await app.rateLimits.store.hit(`limite:envios-arquivo-conta:${c.wedding.id}`, 3_600_000);
    const res = await sendAudio(c, 'musica.mp3', mp3Sample());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
