import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { DeferredToaster } from './deferred-toaster';

describe('the deferred toaster', () => {
  it('shows a toast fired before it loaded, once it has loaded', async () => {
    act(() => void toast.success('Review added'));
    render(<DeferredToaster />);
    expect(await screen.findByText('Review added')).toBeInTheDocument();
  });
});
