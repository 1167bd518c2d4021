import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface LoginElementProps extends ElementBaseProps {}

/** Placeholder while the screen is built: the element is registered, its screen comes next. */
export function LoginElement(props: LoginElementProps) {
  return <ElementRoot {...props}>{null}</ElementRoot>;
}
