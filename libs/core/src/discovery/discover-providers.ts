import type { DiscoverableDecorator, DiscoveryService } from '@nestjs/core';

/**
 * The instances of every provider marked with `decorator` in the modules the process loaded, at
 * any depth of the module graph, each class once (a class provided by two modules has two
 * instances), sorted by class name so they run in a stable order. `role` names them in errors;
 * a provider that is not a singleton or lacks `method` fails here, so at start.
 */
export function discoverProviders<T>(
  discovery: DiscoveryService,
  decorator: Pick<DiscoverableDecorator<never>, 'KEY'>,
  role: string,
  method: keyof T & string,
): T[] {
  const byClass = new Map<unknown, { name: string; instance: T }>();
  for (const wrapper of discovery.getProviders({ metadataKey: decorator.KEY })) {
    const name = wrapper.metatype?.name ?? String(wrapper.token);
    const instance = wrapper.instance as Partial<T> | null | undefined;
    if (!wrapper.isDependencyTreeStatic() || instance == null)
      throw new Error(`${role} ${name} must be a singleton provider (not request-scoped or transient)`);
    if (typeof instance[method] !== 'function') throw new Error(`${role} ${name} has no ${method}() method`);
    if (!byClass.has(wrapper.metatype)) byClass.set(wrapper.metatype, { name, instance: instance as T });
  }
  return [...byClass.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map(({ instance }) => instance);
}
