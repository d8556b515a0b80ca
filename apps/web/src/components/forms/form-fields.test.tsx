import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form } from '#src/components/forms/form.tsx';
import { SelectField, SubmitButton, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { createQueryClient } from '#src/lib/query-client.ts';

const schema = z.object({
  amount: z.string().regex(/^\d+$/, 'Please enter the amount in rupees'),
  colour: z.string().min(1, 'Please choose a colour'),
});

function TestForm({ onColour }: { onColour: (value: string) => void }) {
  const api = useApiForm({
    schema,
    defaultValues: { amount: '', colour: '' },
    serverFields: [],
    send: () => Promise.resolve(),
  });
  return (
    <Form api={api} aria-label="Test">
      <TextField name="amount" label="Amount" prefix="₹" inputMode="decimal" hint="In rupees." />
      <SelectField
        name="colour"
        label="Colour"
        hint="Pick one."
        options={[
          { value: '', label: 'Choose a colour' },
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ]}
        onValueChange={onColour}
      />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

const renderForm = (onColour: (value: string) => void = () => {}) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TestForm onColour={onColour} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

describe('TextField with a prefix', () => {
  it('shows the unit beside the input but keeps it out of the accessible name and the value', async () => {
    const user = renderForm();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(screen.getByText('₹')).toHaveAttribute('aria-hidden', 'true');
    expect(amount).toHaveAccessibleDescription('In rupees.');
    expect(amount).toHaveAttribute('aria-required', 'true');
    await user.type(amount, '501');
    expect(amount).toHaveValue('501');
  });

  it('ties its error to the input like any other field', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Amount'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const amount = await screen.findByRole('textbox', { name: 'Amount', description: /Please enter/ });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('In rupees. Please enter the amount in rupees');
  });
});

describe('SelectField', () => {
  it('offers the options in order, starting empty, and reports each choice after the form has it', async () => {
    const onColour = vi.fn();
    const user = renderForm(onColour);
    const colour = screen.getByRole('combobox', { name: 'Colour' });
    expect(colour).toHaveValue('');
    expect(colour).toHaveAttribute('aria-required', 'true');
    expect(colour).toHaveAccessibleDescription('Pick one.');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a colour',
      'Red',
      'Blue',
    ]);
    await user.selectOptions(colour, 'blue');
    expect(colour).toHaveValue('blue');
    expect(onColour).toHaveBeenCalledWith('blue');
  });

  it('shows the schema message when nothing was chosen, tied to the select', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Amount'), '501');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please choose a colour')).toBeInTheDocument();
    const colour = screen.getByRole('combobox', { name: 'Colour' });
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(colour).toHaveAccessibleDescription('Pick one. Please choose a colour');
  });
});
