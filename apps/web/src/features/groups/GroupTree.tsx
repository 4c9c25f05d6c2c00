import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import { Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper } from "@mui/material";
import type { Group } from "@soracity/contracts";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "../../i18n/useLocale";
import { RowMenu } from "../workspaces/RowMenu";
import type { RowAction } from "../workspaces/RowMenu";
import { treeRows } from "./tree";
import { roleLabelKey } from "../../i18n/roleLabel";

/** Groups and sub-groups as an indented tree; each row links to the group page and has its actions. */
export function GroupTree({
  groups,
  actionsOf,
}: {
  groups: Group[];
  actionsOf: (group: Group) => RowAction[];
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Paper variant="outlined">
      <List data-testid="group-tree" disablePadding>
        {treeRows(groups).map(({ group, level }) => (
          <ListItem
            key={group.id}
            data-testid="group-row"
            data-name={group.name}
            data-level={level}
            disablePadding
            divider
            secondaryAction={<RowMenu actions={actionsOf(group)} label={group.name} />}
          >
            <ListItemButton
              component={RouterLink}
              to={to(`/dashboard/group/${group.id}`)}
              sx={{ pl: { xs: 1.5 + level * 2, md: 2 + level * 3 }, pr: 7 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <GroupsOutlined color={level === 0 ? "primary" : "action"} />
              </ListItemIcon>
              <ListItemText
                primary={group.name}
                secondary={
                  group.parent_id === null ? t("group.owner", { name: group.owner.name }) : undefined
                }
                slotProps={{ primary: { noWrap: true, "data-testid": "group-name" } as object }}
                sx={{ minWidth: 0 }}
              />
              <Chip size="small" label={t(roleLabelKey(group.role))} sx={{ ml: 1 }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
