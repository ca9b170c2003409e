/**
 * Who did an operator action: an operator through the admin API, someone at the server's ops command line, the
 * shop itself (`system:canary-judge` withdrawing a failing canary), or a team's deploy token (`deploy:<name>`,
 * releases only), or a smoke runner's token.
 */
export type Actor = `operator:${string}` | `cli:${string}` | `system:${string}` | `deploy:${string}` | `smoke:${string}`;
