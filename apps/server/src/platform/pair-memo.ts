/**
 * make(a, b), remembered while both objects live: the same answer object for
 * the same pair, so an answer's writer can remember its JSON by identity
 * (http/serializer.ts). Both keys must be objects that are replaced, not
 * changed, when what they hold changes.
 */
export function pairMemo<A extends object, B extends object, V>(make: (a: A, b: B) => V) {
  const byFirst = new WeakMap<A, WeakMap<B, V>>();
  return (a: A, b: B): V => {
    let bySecond = byFirst.get(a);
    if (!bySecond) {
      bySecond = new WeakMap();
      byFirst.set(a, bySecond);
    }
    let made = bySecond.get(b);
    if (made === undefined) {
      made = make(a, b);
      bySecond.set(b, made);
    }
    return made;
  };
}
