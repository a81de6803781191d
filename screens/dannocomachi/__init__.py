"""The だんのこまち table: the sandbox table with damage resolved on the timeline (issue #13)."""
