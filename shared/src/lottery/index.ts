/** The lottery's draw and bet rules, shared by the server (settlement) and mf-lottery (odds, verification). */
export { bytesToHex, commitmentOf, DICE, diceFor, hexToBytes, verifyDraw, type DrawCheck } from './draw';
export { isBetType, oddsOf, wins, winningThrows, type Throw } from './bets';
