import { describe, expect, it } from 'vitest';
import { fileSize } from './files-field';

const texts = { fileSize: '{size} MB', fileSizeKb: '{size} KB' };

describe('a chosen file’s size', () => {
  it('is shown in KB under a megabyte, never as "0.1 MB"', () => {
    expect(fileSize(68, texts)).toBe('1 KB');
    expect(fileSize(200 * 1024 + 1, texts)).toBe('201 KB');
    expect(fileSize(1024 * 1024 - 1, texts)).toBe('1024 KB');
  });

  it('is shown in MB with one decimal from a megabyte on', () => {
    expect(fileSize(1024 * 1024, texts)).toBe('1.0 MB');
    expect(fileSize(2.45 * 1024 * 1024, texts)).toBe('2.5 MB');
  });
});
