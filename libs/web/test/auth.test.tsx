// The session of spec part 1 §4: useAuth reads it, and only inside the AuthProvider that WebProviders sets up.
import { renderHook } from '@testing-library/react';
import { useAuth } from '@careerkit/web/auth';

it('refuses useAuth outside an AuthProvider with an error naming the provider', () => {
  const reported = jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the render error too
  expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  reported.mockRestore();
});
