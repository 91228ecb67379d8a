// A text box for a web address (a map, a song, a video, another store's list): the phone shows its
// address keyboard, and the box suggests where an address starts.
import type { ComponentProps } from 'react';
import { Input } from './ui/input.tsx';

export function UrlInput({
  placeholder = 'https://',
  ...props
}: Omit<ComponentProps<typeof Input>, 'type' | 'inputMode'>) {
  return <Input type="url" inputMode="url" placeholder={placeholder} {...props} />;
}
