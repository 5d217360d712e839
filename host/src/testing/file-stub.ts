// What an imported asset (an SVG) is in unit tests: webpack gives its URL, Jest this one.
export default '/asset-in-a-test.svg';
