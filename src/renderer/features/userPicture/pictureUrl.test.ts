import { describe, expect, it } from 'vitest';
import { pictureUrlOf } from './pictureUrl';

describe('pictureUrlOf', () => {
  it("reads a file name from the company's public user folder, as deployed clients do", () => {
    expect(pictureUrlOf('https://api.example.com/', 7, 'a1-foto da ana.png')).toBe(
      'https://api.example.com/public/company7/user/a1-foto%20da%20ana.png',
    );
  });
  it('keeps an address as it is, and has nothing to show without a picture', () => {
    expect(pictureUrlOf('https://api.example.com', 7, 'https://cdn.example.com/u.png')).toBe(
      'https://cdn.example.com/u.png',
    );
    expect(pictureUrlOf('https://api.example.com', 7, null)).toBeNull();
    expect(pictureUrlOf('https://api.example.com', 7, '')).toBeNull();
  });
});
