/** The part of Decap CMS's global `CMS` object lib/editor uses (decap-cms-core's registry). */
import type { ComponentType } from 'react'

/** What Decap's `fromFile` returns and `toFile` receives: the entry's fields. */
export type EntryData = Record<string, unknown>

export interface Formatter {
  fromFile(content: string): EntryData
  /** `sortedKeys` are the collection's field names in their configured order. */
  toFile(data: EntryData, sortedKeys?: string[], comments?: Record<string, string>): string
}

/** An Immutable.js value as Decap hands it over; `toJS` gives plain data. */
export interface ImmutableValue {
  toJS(): unknown
  get(key: string): unknown
}

/** An entry's data as a `preSave` listener gets it: returned changed, it is what Decap saves. */
export interface ImmutableMap extends ImmutableValue {
  set(key: string, value: unknown): ImmutableMap
}

export interface PreSaveArgs {
  entry: ImmutableValue
}

export interface DecapCms {
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void
  /** Decap's widget controls are untyped class components. */
  // biome-ignore-start lint/suspicious/noExplicitAny: Decap passes its widgets props it does not type.
  registerWidget(name: string, control: ComponentType<any>, preview?: ComponentType<any>): void
  getWidget(name: string): { control: ComponentType<any>; preview?: ComponentType<any> } | undefined
  // biome-ignore-end lint/suspicious/noExplicitAny: Decap passes its widgets props it does not type.
  getLocale(locale: string): Record<string, unknown> | undefined
  registerLocale(locale: string, phrases: Record<string, unknown>): void
  registerEventListener(listener: {
    name: 'preSave' | 'postSave' | 'preUnpublish'
    handler: (args: PreSaveArgs) => unknown
  }): void
}
