import { writeFileSync } from 'node:fs';

/**
 * A short WAV file (16-bit PCM, mono) of a tone with a slow swell, for Chromium's fake
 * microphone (`--use-file-for-fake-audio-capture`): the recorder and the level meter hear sound.
 */
export function writeToneWav(path: string, { seconds = 3, sampleRate = 16_000, frequency = 440 } = {}): string {
  const samples = seconds * sampleRate;
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1) {
    const time = index / sampleRate;
    const swell = 0.35 + 0.25 * Math.sin(2 * Math.PI * 0.5 * time);
    data.writeInt16LE(Math.round(32767 * swell * Math.sin(2 * Math.PI * frequency * time)), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([header, data]));
  return path;
}
