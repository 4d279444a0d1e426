import { describe, expect, it } from 'vitest';
import { imageCdnProblem } from '../../../src/config/schemas/media.ts';
import { validateSettings } from '../../../src/config/load-tenant.ts';

describe('media settings', () => {
  it('takes an https image CDN template with {url} and {width}', () => {
    expect(
      imageCdnProblem('https://images.example-cdn.com/{url}?w={width}&q={quality}&fm={format}'),
    ).toBeUndefined();
    expect(
      imageCdnProblem('https://cdn.example.com/cdn-cgi/image/width={width},quality={quality}/{url}'),
    ).toBeUndefined();
  });

  it('refuses anything else with a clear message', () => {
    expect(imageCdnProblem('http://cdn.example.com/{url}?w={width}')).toBe(
      'Expected an https:// URL template with no spaces, quotes or angle brackets, e.g. https://images.example-cdn.com/{url}?w={width}&q={quality}&fm={format}',
    );
    expect(imageCdnProblem('https://cdn.example.com/{url}?w={width}&h={height}')).toBe(
      'Unknown placeholder {height}: only {url}, {width}, {quality} and {format} are filled in',
    );
    expect(imageCdnProblem('https://cdn.example.com/{url}')).toBe(
      'The image CDN template needs {url} and {width}, e.g. https://images.example-cdn.com/{url}?w={width}&q={quality}&fm={format}',
    );
    expect(imageCdnProblem('https://cdn.example.com/"><script>/{url}?w={width}')).toMatch(
      /^Expected an https:\/\//,
    );
  });

  it('defaults to no CDN and quality 75 (spec-2 §7)', () => {
    const settings = validateSettings('t', { site: { name: 'T', url: 'https://t.example.com' } });
    expect(settings.media).toEqual({ quality: 75 });
  });
});
