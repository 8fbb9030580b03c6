/**
 * The editor's own React, as the photos field uses it: `h` and `createClass`, the editor's
 * Decap-compatible globals. A custom field must use the React instance that renders it, so the
 * field never imports React: its views are JSX that each file's two pragma comments (the classic
 * runtime, with `h` as its factory; esbuild, TypeScript and Jest's SWC each read them) compile to
 * calls of the `h` in scope, while the site's own JSX stays on React's automatic runtime (tsconfig.json).
 */
import type { CustomFieldControlProps } from '@sveltia/cms';
import type { JSX as ReactJSX, ReactElement } from 'react';

/*
 * What TypeScript checks that JSX against: `h` is React's createElement, so its elements and their
 * attributes are React's. Global because a classic factory's JSX namespace is looked up there (the
 * site's automatic runtime takes React's own and never reads this one).
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- TypeScript reads the JSX types from a namespace only
  namespace JSX {
    type Element = ReactJSX.Element;
    type ElementClass = ReactJSX.ElementClass;
    type ElementAttributesProperty = ReactJSX.ElementAttributesProperty;
    type ElementChildrenAttribute = ReactJSX.ElementChildrenAttribute;
    type LibraryManagedAttributes<C, P> = ReactJSX.LibraryManagedAttributes<C, P>;
    type IntrinsicAttributes = ReactJSX.IntrinsicAttributes;
    type IntrinsicClassAttributes<T> = ReactJSX.IntrinsicClassAttributes<T>;
    type IntrinsicElements = ReactJSX.IntrinsicElements;
  }
}

type Child = ReactElement | string | null | false;
export type CreateElement = (
  type: string,
  props?: Record<string, unknown> | null,
  ...children: (Child | Child[])[]
) => ReactElement;

export type Instance<State, Props = CustomFieldControlProps> = {
  props: Props;
  state: State;
  /** Changes the state, then (once drawn) calls `drawn`. */
  setState: (state: Partial<State>, drawn?: () => void) => void;
  /** Draws the component again, then calls `drawn`. */
  forceUpdate: (drawn?: () => void) => void;
};

/** What stops a save, as the editor takes it from a field: nothing (`true`), or a message. */
export type Verdict = true | { error: { message: string } };

/**
 * What `createClass` makes a component of: its methods, each called on the component's instance
 * (`Self`, which declares what the component keeps on it besides its props and state), and members
 * every instance has from the start (createClass puts what is not a method on the prototype).
 */
type ClassSpec<State, Self extends Instance<State, unknown> = Instance<State>> = Partial<
  Omit<Self, keyof Instance<State, unknown>>
> & {
  getInitialState: (this: Self) => State;
  componentDidMount?: (this: Self) => void;
  componentDidUpdate?: (this: Self) => void;
  componentWillUnmount?: (this: Self) => void;
  /** Asked by the editor after each change, and awaited before it saves: a message stops the save. */
  isValid?: (this: Self) => Promise<Verdict>;
  render: (this: Self) => ReactElement;
};

export type EditorGlobals = {
  h: CreateElement;
  createClass: <State, Self extends Instance<State, unknown> = Instance<State>>(
    spec: ClassSpec<State, Self>,
  ) => unknown;
};

/** A component that listens to something outside it (the pictures loaded) until it is unmounted. */
export type Listening = { stopListening?: () => void };
