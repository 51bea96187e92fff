// After signing in, the user goes back to the page they came from, and never to another site.
import { keepNext, returnPath, signInLink } from '../src/auth/sign-in-return';

it('carries the page the visitor was on', () => {
  expect(signInLink('/login', '/resume-scanner?x=1#top')).toBe('/login?next=%2Fresume-scanner%3Fx%3D1%23top');
  expect(signInLink('/register', '/')).toBe('/register');
  expect(keepNext(new URLSearchParams('next=%2Fprofile'))).toBe('?next=%2Fprofile');
  expect(keepNext(new URLSearchParams(''))).toBe('');
});

it('returns to a path of this site', () => {
  expect(returnPath('/resume-scanner')).toBe('/resume-scanner');
  expect(returnPath('/salary-benchmarker?tab=negotiation#form')).toBe('/salary-benchmarker?tab=negotiation#form');
  expect(returnPath(null)).toBe('/');
});

it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'evil', '/%5C%5Cevil.example'])(
  'goes Home instead of following %s',
  (next) => {
    const path = returnPath(next);
    expect(new URL(path, 'http://careerkit.test').origin).toBe('http://careerkit.test');
  },
);
