/** Who made a change: the user behind an API key, or an automation ("Automation: <name>"). */
export interface Actor {
  id: string;
  name: string;
}
