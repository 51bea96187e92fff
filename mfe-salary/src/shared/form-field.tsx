// The salary forms' building blocks: a field in its grid column, and the spec's text checks with their messages.
import { Col, Form, type FormItemProps } from 'antd';

/** A labelled field, half the row from md up (`wide`: the whole row). */
export function FormField({ wide, ...item }: FormItemProps & { wide?: boolean }) {
  return (
    <Col xs={24} md={wide ? 24 : 12}>
      <Form.Item {...item} />
    </Col>
  );
}

/** At least `length` characters once trimmed, else the message. */
export const atLeast = (length: number, message: string) => ({
  validator: (_: unknown, value: string | undefined) => ((value ?? '').trim().length >= length ? Promise.resolve() : Promise.reject(new Error(message))),
});
