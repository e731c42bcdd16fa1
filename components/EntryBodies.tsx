/**
 * The compiled MDX bodies of other entries a page shows (e.g. every attorney's full bio on
 * the attorneys page), loaded before rendering (+onBeforeRenderHtml.ts) because components
 * render synchronously. Keyed by the entry's file, as content problems name it.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react'

export type MdxComponents = Record<string, ComponentType<never>>
export type MdxBody = ComponentType<{ components?: MdxComponents }>

interface EntryBodies {
  bodies: Record<string, MdxBody>
  components: MdxComponents
}

const EntryBodiesContext = createContext<EntryBodies>({ bodies: {}, components: {} })

/** `components`: the site's MDX components, which entry bodies may use like page bodies. */
export function EntryBodiesProvider({ bodies, components, children }: EntryBodies & { children?: ReactNode }) {
  return <EntryBodiesContext.Provider value={{ bodies, components }}>{children}</EntryBodiesContext.Provider>
}

/** Renders one entry's body; `components` adds to or overrides the site's (e.g. heading levels). */
export function EntryBody({ file, components }: { file: string; components?: MdxComponents }) {
  const context = useContext(EntryBodiesContext)
  const Body = context.bodies[file]
  if (!Body)
    throw new Error(
      `The body of ${file} was not loaded for this page: give the component that shows it \`bodies\` in lib/content/schema/componentRegistry.ts.`,
    )
  return <Body components={{ ...context.components, ...components }} />
}
