// seedrandom ships no types for its per-algorithm files; this is the slice of lib/alea.js we use.
declare module 'seedrandom/lib/alea.js' {
  interface AleaState {
    c: number;
    s0: number;
    s1: number;
    s2: number;
  }
  interface StatefulAlea {
    (): number;
    state(): AleaState;
  }
  function alea(seed: string, options: { state: true | AleaState }): StatefulAlea;
  export default alea;
}
