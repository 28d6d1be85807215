import { fireEvent, screen } from '@testing-library/react';

/** A field by its label, which Mantine follows with " *" when the field is required. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

export const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The error shown under a field (Mantine links it with aria-describedby), or undefined. */
export const errorOf = (label: string) => {
  const input = field(label);
  const id = input.getAttribute('aria-describedby')?.split(' ').find((x) => x.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
