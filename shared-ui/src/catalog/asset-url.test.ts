import { setApiBase } from '../api/client';
import { assetSrcset, assetUrl } from './asset-url';

afterEach(() => setApiBase(''));

describe('upload URLs seen from a frontend on another origin', () => {
  it('prefixes local upload paths with the API base, and leaves bucket URLs alone', () => {
    setApiBase('https://api.example.com/');
    expect(assetUrl('/uploads/a.png')).toBe('https://api.example.com/uploads/a.png');
    const bucket = 'https://firebasestorage.googleapis.com/v0/b/shop/o/uploads%2Fa.png?alt=media&token=t';
    expect(assetUrl(bucket)).toBe(bucket);
    expect(assetSrcset('/uploads/a-w320.webp 320w, /uploads/a-w640.webp 640w')).toBe(
      'https://api.example.com/uploads/a-w320.webp 320w, https://api.example.com/uploads/a-w640.webp 640w',
    );
  });

  it('keeps same-origin paths as they are', () => {
    expect(assetUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(assetSrcset('')).toBe('');
  });
});
